import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { slackActor } from "../lifecycle/acknowledge-as-slack-user";
import type { Acknowledger } from "../lifecycle/acknowledgement-rules";

/** Who is behind a Slack call, for the matched company. */
export interface SlackAsker {
  /** The matched person's actor, or a member's (role user, no account) for a Slack-only user. */
  actor: Actor;
  /** The matched person, or null for someone with no account. */
  userId: number | null;
  slackUserId: string;
  /** How their acknowledgements and history are keyed. */
  who: Acknowledger;
}

/**
 * The Slack user as a person of the company: their e-mail (Slack's users.info) matched to an active
 * person of that company only; otherwise someone with no account, acting as a member (role user)
 * and recorded by Slack id (decision 017).
 */
export async function findSlackAsker(
  ctx: DomainContext,
  companyId: number,
  caller: { slackUserId: string; email: string | null },
): Promise<SlackAsker> {
  let userId: number | null = null;
  if (caller.email) {
    const [person] = await ctx.directory
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, caller.email), isNull(users.deactivatedAt)))
      .limit(1);
    userId = person?.id ?? null;
  }
  const actor = await slackActor(ctx, companyId, userId, caller.slackUserId);
  return {
    actor,
    userId,
    slackUserId: caller.slackUserId,
    who: userId !== null ? { userId } : { slackUserId: caller.slackUserId },
  };
}
