import type { Logger, RespondFn } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import { errorText } from "../../slack-user";

/**
 * A message only the clicker sees, under the message they clicked. chat.postEphemeral needs the
 * bot in the conversation (true where it posted); an ephemeral message (the 'To read' list) may sit
 * elsewhere, so the click's response_url is the fallback.
 */
export async function tellPrivately(
  where: { channelId?: string; userId: string; threadTs?: string },
  text: string,
  deps: { client: Pick<WebClient, "chat">; respond?: RespondFn; logger: Logger },
) {
  if (where.channelId) {
    try {
      await deps.client.chat.postEphemeral({
        channel: where.channelId,
        user: where.userId,
        text,
        ...(where.threadTs ? { thread_ts: where.threadTs } : {}),
      });
      return;
    } catch (error) {
      if (!deps.respond) throw error;
      deps.logger.warn(`chat.postEphemeral failed (${errorText(error)}); answering through response_url.`);
    }
  }
  await deps.respond?.({ response_type: "ephemeral", replace_original: false, text });
}
