import { toReadBlocks } from "@charterly/domain/contract";
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from "@slack/bolt";
import { installationOf } from "../../installations";
import { asBlocks, helpText, whatToTell } from "../../messages";
import { errorText, slackCaller } from "../../slack-user";
import type { ListenerDeps } from "../deps";

/**
 * `/charterly ack`: the policies in force the asker has not acknowledged yet, only to them.
 * `/charterly` alone or with anything else: what the bot does. Answers go through the command's
 * response_url, which works in any conversation, the bot a member or not.
 */
export const charterlyCommand =
  (deps: ListenerDeps) =>
  async ({
    ack,
    command,
    context,
    client,
    respond,
    logger,
  }: AllMiddlewareArgs & SlackCommandMiddlewareArgs) => {
    await ack();
    try {
      const installation = installationOf(context);
      const subcommand = command.text.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
      if (subcommand !== "ack") {
        await respond({ response_type: "ephemeral", text: helpText(installation.channelId) });
        return;
      }
      try {
        const list = await deps.api.toRead(
          await slackCaller(
            {
              teamId: command.team_id,
              channelId: command.channel_id,
              userId: command.user_id,
              channelTypeHint: command.channel_name,
            },
            client,
            logger,
          ),
        );
        await respond({
          response_type: "ephemeral",
          text:
            list.items.length === 0
              ? "You have read every policy in force."
              : `${list.items.length}${list.more ? "+" : ""} policies in force wait for your acknowledgement.`,
          blocks: asBlocks(toReadBlocks(list.items, list.more, list.appUrl)),
        });
      } catch (error) {
        logger.warn(`/charterly ack for ${command.user_id} failed: ${errorText(error)}`);
        await respond({ response_type: "ephemeral", text: whatToTell(error) });
      }
    } catch (error) {
      logger.error(`/charterly failed: ${errorText(error)}`);
    }
  };
