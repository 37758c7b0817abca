import type { DomainContext } from "../context";
import type { AcknowledgementDto, SlackChannelType } from "../contract";
import { acknowledgeAsSlackUser } from "../lifecycle/acknowledge-as-slack-user";
import { forCompanyDatabase } from "../platform/company-placement";
import { findSlackAsker } from "./find-slack-asker";
import { matchSlackCompany } from "./match-slack-company";

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
  serviceCtx: DomainContext,
  input: SlackAcknowledgement,
): Promise<AcknowledgementDto> {
  const company = await matchSlackCompany(serviceCtx, input, "team");
  // The company's own database from here on (decision 027).
  const ctx = forCompanyDatabase(serviceCtx, company.company.databaseNumber);
  const asker = await findSlackAsker(ctx, company.companyId, input);
  return acknowledgeAsSlackUser(ctx, {
    companyId: company.companyId,
    documentId: input.documentId,
    version: input.version,
    slackUserId: asker.slackUserId,
    userId: asker.userId,
  });
}
