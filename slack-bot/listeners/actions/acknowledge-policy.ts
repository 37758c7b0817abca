import { slackNoticeActionValue } from "@charterly/domain/contract";
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from "@slack/bolt";
import { acknowledgedText, whatToTell } from "../../messages";
import { errorText, slackCaller } from "../../slack-user";
import type { ListenerDeps } from "../deps";
import { tellPrivately } from "./tell-privately";

/**
 * 'I have read this' under a 'New policy in force' notice (or in the `/charterly ack` list):
 * recorded for the clicker and the version announced; a repeat is harmless (the Worker answers the
 * first acknowledgement), a version no longer in force gets the Worker's 409 message.
 */
export const acknowledgePolicy =
  (deps: ListenerDeps) =>
  async ({
    ack,
    action,
    body,
    client,
    respond,
    logger,
  }: AllMiddlewareArgs & SlackActionMiddlewareArgs<BlockAction<ButtonAction>>) => {
    await ack();
    const where = {
      channelId: body.channel?.id ?? body.container?.channel_id,
      userId: body.user.id,
      threadTs: body.message?.thread_ts,
    };
    try {
      let value: unknown = null;
      try {
        value = JSON.parse(action.value ?? "");
      } catch {
        value = null;
      }
      const notice = slackNoticeActionValue.safeParse(value);
      const teamId = body.team?.id ?? body.user.team_id;
      if (!notice.success || !teamId || !where.channelId) {
        logger.warn(`'I have read this' click without a document, team or channel: ${action.value}`);
        return;
      }
      let text: string;
      try {
        const recorded = await deps.api.acknowledge({
          ...(await slackCaller(
            { teamId, channelId: where.channelId, userId: body.user.id },
            client,
            logger,
          )),
          documentId: notice.data.documentId,
          version: notice.data.version,
        });
        text = acknowledgedText(recorded.version);
      } catch (error) {
        logger.warn(
          `Acknowledging document ${notice.data.documentId} v${notice.data.version} failed: ${errorText(error)}`,
        );
        // 409 'This document changed; read the new version.', 403 'not addressed to your role'…
        text = whatToTell(error);
      }
      await tellPrivately(where, text, { client, respond, logger });
    } catch (error) {
      logger.error(`'I have read this' click failed: ${errorText(error)}`);
    }
  };
