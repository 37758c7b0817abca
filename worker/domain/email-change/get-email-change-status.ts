import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { EmailChangeStatusDto } from "../contract";
import { findPendingEmailChange } from "./find-pending-email-change";

/** What the Change Email dialog shows: the current address and the pending change, if any. */
export async function getEmailChangeStatus(ctx: DomainContext, actor: Actor): Promise<EmailChangeStatusDto> {
  const pending = await findPendingEmailChange(ctx, actor.userId);
  return {
    hasPendingChange: pending !== null,
    currentEmail: actor.email,
    newEmail: pending?.newEmail ?? null,
    expiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}
