import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { ALREADY_VERIFIED_MESSAGE, conflict, type ResendVerificationResponse } from "../contract";
import { findCompanyUser } from "./team-rules";
import { writeVerificationResend } from "./user-account-changes";

/**
 * E-mails an unverified person of the company a link to sign in (writeVerificationResend). A
 * pending invitation is re-sent with resendInvitation.
 */
export async function resendVerification(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  input: { appOrigin: string },
): Promise<ResendVerificationResponse> {
  requirePermission(actor, "team.manage");
  const target = await findCompanyUser(ctx, actor, userId);
  if (target.emailVerified) throw conflict(ALREADY_VERIFIED_MESSAGE);
  return writeVerificationResend(
    ctx,
    actor,
    target,
    { ...input, emailAllowed: actor.features.emailService !== false },
    { action: "team.verification_resend" },
  );
}
