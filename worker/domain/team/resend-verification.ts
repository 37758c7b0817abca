import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { ALREADY_VERIFIED_MESSAGE, conflict, type ResendVerificationResponse } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { verificationEmail } from "./team-mail";
import { companySeats, findCompanyUser, signInLinkFor } from "./team-rules";

/**
 * E-mails an unverified person of the company a link to sign in: the identity provider verifies the
 * address and sign-in records it. (A pending invitation is re-sent with resendInvitation.)
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
  const seats = await companySeats(ctx, actor.companyId);
  const emailQueued = actor.features.emailService !== false && seats.emailServiceEnabled;
  const signInLink = signInLinkFor(input.appOrigin);
  await ctx.db.batch([
    auditEventStatement(ctx, actor, {
      action: "team.verification_resend",
      targetType: "user",
      targetId: target.id,
      details: { email: target.email, emailQueued },
    }),
    ...(emailQueued
      ? [
          queueEmailStatement(
            ctx,
            verificationEmail({
              to: target.email,
              companyId: actor.companyId,
              companyName: seats.companyName,
              signInLink,
            }),
          ),
        ]
      : []),
  ]);
  return { emailQueued, signInLink };
}
