import type { DomainContext } from "../context";
import type { SlackChannelType, SlackToReadDto } from "../contract";
import { listToRead } from "../lifecycle/to-read";
import { forCompanyDatabase } from "../platform/company-placement";
import { findSlackAsker } from "./find-slack-asker";
import { matchSlackCompany } from "./match-slack-company";

export interface SlackToReadQuery {
  teamId: string;
  channelId: string;
  channelType: SlackChannelType;
  slackUserId: string;
  email: string | null;
}

/**
 * `/charterly ack` (POST /api/slack/to-read): what the asker has not acknowledged yet, like the
 * dashboard's 'To read' — the matched person's list, or for a Slack user without an account what is
 * addressed to a member, less what they acknowledged by Slack id.
 */
export async function listSlackToRead(
  serviceCtx: DomainContext,
  input: SlackToReadQuery,
  appUrl: string,
): Promise<SlackToReadDto> {
  const company = await matchSlackCompany(serviceCtx, input, "team");
  // The company's own database from here on (decision 027).
  const ctx = forCompanyDatabase(serviceCtx, company.company.databaseNumber);
  const asker = await findSlackAsker(ctx, company.companyId, input);
  return { ...(await listToRead(ctx, asker.actor, asker.who)), appUrl };
}
