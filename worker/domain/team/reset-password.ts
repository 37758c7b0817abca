import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE, forbidden, type ResetPasswordResponse } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { passwordResetEmail } from "./team-mail";
import { companySeats, findCompanyUser, signInLinkFor } from "./team-rules";

export interface ResetPasswordInput {
  /** Where the person sets a new password: OIDC_PASSWORD_RESET_URL, else the provider's issuer URL. */
  resetUrl: string;
  appOrigin: string;
}

/**
 * Passwords live at the identity provider, so a reset ends all of the person's sessions (their
 * cookies stop working at once) and e-mails them where to set a new password. With the company's
 * e-mail service off nothing is sent; the answer carries the URL for the admin to pass on.
 */
export async function resetPassword(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  input: ResetPasswordInput,
): Promise<ResetPasswordResponse> {
  requirePermission(actor, "team.manage");
  const target = await findCompanyUser(ctx, actor, userId);
  if (target.role === "platform_admin" && actor.role !== "platform_admin")
    throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  const seats = await companySeats(ctx, actor.companyId);
  const emailQueued = actor.features.emailService !== false && seats.emailServiceEnabled;
  const [ended] = await ctx.db.batch([
    ctx.db.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id }),
    auditEventStatement(ctx, actor, {
      action: "team.password_reset",
      targetType: "user",
      targetId: target.id,
      details: { email: target.email, emailQueued },
    }),
    ...(emailQueued
      ? [
          queueEmailStatement(
            ctx,
            passwordResetEmail({
              to: target.email,
              companyId: actor.companyId,
              companyName: seats.companyName,
              resetUrl: input.resetUrl,
              signInLink: signInLinkFor(input.appOrigin),
            }),
          ),
        ]
      : []),
  ]);
  return { sessionsEnded: ended.length, emailQueued, resetUrl: input.resetUrl };
}
