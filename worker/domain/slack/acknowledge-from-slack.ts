import type { DomainContext } from "../context";
import type { AcknowledgementDto, SlackChannelType } from "../contract";
import { acknowledgeAsSlackUser } from "../lifecycle/acknowledge-as-slack-user";
import { matchSlackCompany } from "./match-slack-company";
import { slackAsker } from "./slack-asker";

export interface SlackAcknowledgement {
  teamId: string;
  channelId: string;
  channelType: SlackChannelType;
  slackUserId: string;
  email: string | null;
  documentId: number;
  version: number;
}

/**
 * 'I have read this' clicked under a 'New policy in force' notice or a `/charterly ack` list
 * (POST /api/slack/acknowledgements): for the matched company only, as the person the Slack user's
 * e-mail matched or by Slack id; the web's rules (acknowledgeAsSlackUser), idempotent.
 */
export async function acknowledgeFromSlack(
  ctx: DomainContext,
  input: SlackAcknowledgement,
): Promise<AcknowledgementDto> {
  const company = await matchSlackCompany(ctx, input, "team");
  const asker = await slackAsker(ctx, company.companyId, input);
  return acknowledgeAsSlackUser(ctx, {
    companyId: company.companyId,
    documentId: input.documentId,
    version: input.version,
    slackUserId: asker.slackUserId,
    userId: asker.userId,
  });
}
