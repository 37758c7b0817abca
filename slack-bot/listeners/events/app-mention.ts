import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { installationOf } from "../../installations";
import { pointerTo } from "../../messages";
import { errorText } from "../../slack-user";
import type { ListenerDeps } from "../deps";
import { answerQuestion } from "./answer-question";

/**
 * `@Charterly …` in a channel: answered in the company's configured channel; anywhere else, a
 * one-line pointer to it. Bolt has acknowledged the event before this runs.
 */
export const appMention =
  (deps: ListenerDeps) =>
  async ({
    event,
    body,
    context,
    client,
    say,
    logger,
  }: AllMiddlewareArgs & SlackEventMiddlewareArgs<"app_mention">) => {
    try {
      // Bots (this one included) are not asked questions: two bots could answer each other forever.
      if (event.bot_id || event.subtype || !event.user) return;
      if (!deps.recentEvents.claim(body.event_id)) {
        logger.info(`Event ${body.event_id} seen already (retry ${context.retryNum ?? "-"}): ignored.`);
        return;
      }
      const installation = installationOf(context);
      const threadTs = event.thread_ts ?? event.ts;
      if (event.channel !== installation.channelId) {
        await say({ text: pointerTo(installation.channelId), thread_ts: threadTs });
        return;
      }
      await answerQuestion(
        {
          installation,
          teamId: body.team_id,
          eventId: body.event_id,
          channelId: event.channel,
          channelType: "channel",
          userId: event.user,
          text: event.text,
          threadTs,
        },
        { api: deps.api, client, say, logger },
      );
    } catch (error) {
      logger.error(`app_mention ${body.event_id} failed: ${errorText(error)}`);
    }
  };
