import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE, forbidden, type ResetPasswordResponse } from "../contract";
import { findCompanyUser } from "./team-rules";
import { writePasswordReset } from "./user-account-changes";

export interface ResetPasswordInput {
  /** Where the person sets a new password: OIDC_PASSWORD_RESET_URL, else the provider's issuer URL. */
  resetUrl: string;
  appOrigin: string;
}

/**
 * A password reset for a person of the actor's company (writePasswordReset: sessions end, a mail
 * says where to set a new password). Only a platform admin resets a platform admin's.
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
  return writePasswordReset(
    ctx,
    actor,
    target,
    { ...input, emailAllowed: actor.features.emailService !== false },
    { action: "team.password_reset" },
  );
}
