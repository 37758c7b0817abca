import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { ALREADY_VERIFIED_MESSAGE, conflict, type ResendVerificationResponse } from "../contract";
import { writeVerificationResend } from "../team/user-account-changes";
import { findCustomerUser } from "./customer-rules";

/**
 * Customer List → a company's people → Resend verification: an unverified person of any company
 * gets a new sign-in link that verifies their address (409 when it is verified already).
 */
export async function resendCustomerVerification(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  input: { appOrigin: string },
): Promise<ResendVerificationResponse> {
  requirePermission(actor, "platform.customers");
  const target = await findCustomerUser(ctx, userId);
  if (target.emailVerified) throw conflict(ALREADY_VERIFIED_MESSAGE);
  // The target company's own e-mail switch decides (writeVerificationResend), not the platform's.
  return writeVerificationResend(
    ctx,
    actor,
    target,
    { ...input, emailAllowed: true },
    { action: "customers.verification_resend", details: { companyId: target.companyId } },
  );
}
