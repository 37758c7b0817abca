import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from "@slack/bolt";
import { FEEDBACK_THANKS, whatToTell } from "../../messages";
import { errorText, slackCaller } from "../../slack-user";
import type { ListenerDeps } from "../deps";
import { tellPrivately } from "./tell-privately";

/** 'Helpful' / 'Not helpful' under an answer: recorded with the message, thanked privately. */
export const answerFeedback =
  (deps: ListenerDeps, helpful: boolean) =>
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
      threadTs: body.message?.thread_ts ?? body.message?.ts,
    };
    try {
      const messageId = Number(action.value);
      const teamId = body.team?.id ?? body.user.team_id;
      if (!Number.isInteger(messageId) || messageId <= 0 || !teamId || !where.channelId) {
        logger.warn(`Feedback click without a message id, team or channel: ${action.value}`);
        return;
      }
      try {
        await deps.api.feedback({
          ...(await slackCaller(
            { teamId, channelId: where.channelId, userId: body.user.id },
            client,
            logger,
          )),
          messageId,
          helpful,
        });
      } catch (error) {
        logger.error(`Recording feedback on message ${messageId} failed: ${errorText(error)}`);
        await tellPrivately(where, whatToTell(error), { client, respond, logger });
        return;
      }
      await tellPrivately(where, FEEDBACK_THANKS, { client, respond, logger });
    } catch (error) {
      logger.error(`Feedback click failed: ${errorText(error)}`);
    }
  };
