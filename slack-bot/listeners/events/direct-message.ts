import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { installationOf } from "../../installations";
import { errorText } from "../../slack-user";
import type { ListenerDeps } from "../deps";
import { answerQuestion } from "./answer-question";

/**
 * A direct message to the bot (message.im): answered in a thread under it. Edits, deletions, joins
 * and bots' messages arrive as message events too; only a person's new message is a question.
 */
export const directMessage =
  (deps: ListenerDeps) =>
  async ({
    message,
    body,
    context,
    client,
    say,
    logger,
  }: AllMiddlewareArgs & SlackEventMiddlewareArgs<"message">) => {
    try {
      if (message.channel_type !== "im" || message.subtype !== undefined) return;
      if (message.bot_id || !message.user || message.user === context.botUserId) return;
      if (!deps.recentEvents.claim(body.event_id)) {
        logger.info(`Event ${body.event_id} seen already (retry ${context.retryNum ?? "-"}): ignored.`);
        return;
      }
      await answerQuestion(
        {
          installation: installationOf(context),
          teamId: body.team_id,
          eventId: body.event_id,
          channelId: message.channel,
          channelType: "im",
          userId: message.user,
          text: message.text ?? "",
          threadTs: message.thread_ts ?? message.ts,
        },
        { api: deps.api, client, say, logger },
      );
    } catch (error) {
      logger.error(`message.im ${body.event_id} failed: ${errorText(error)}`);
    }
  };
