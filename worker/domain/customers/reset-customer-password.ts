import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { ResetPasswordResponse } from "../contract";
import { writePasswordReset } from "../team/user-account-changes";
import { findCustomerUser } from "./customer-rules";

/**
 * Customer List → a company's people → Reset password: the person's sessions end and, when their
 * company's e-mail service is on, a mail says where to set a new password (else the answer carries
 * the link to pass on). Never a platform admin.
 */
export async function resetCustomerPassword(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  input: { resetUrl: string; appOrigin: string },
): Promise<ResetPasswordResponse> {
  requirePermission(actor, "platform.customers");
  const target = await findCustomerUser(ctx, userId);
  // The target company's own e-mail switch decides (writePasswordReset), not the platform's.
  return writePasswordReset(
    ctx,
    actor,
    target,
    { ...input, emailAllowed: true },
    { action: "customers.password_reset", details: { companyId: target.companyId } },
  );
}
