import { answerBlocks, type SlackAnswerDto, type SlackInstallationDto } from "@charterly/domain/contract";
import type { Logger, SayFn } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import { type CharterlyApi, CharterlyApiError } from "../../charterly-api";
import { APOLOGY, ASK_SOMETHING, asBlocks } from "../../messages";
import { channelTypeOf, errorText, slackUserEmail } from "../../slack-user";

export interface Question {
  installation: SlackInstallationDto;
  teamId: string;
  eventId: string;
  channelId: string;
  channelType?: string;
  userId: string;
  /** The message as typed, mentions included. */
  text: string;
  /** The thread to answer in: the message's own thread, or the message itself. */
  threadTs: string;
}

/** `<@U123>` and `<@U123|name>` mentions: the bot's own is removed from the question. */
export function questionText(text: string, botUserId: string | null): string {
  const own = botUserId ? new RegExp(`<@${botUserId}(\\|[^>]*)?>`, "g") : /^\s*<@[UW][A-Z0-9]+(\|[^>]*)?>/;
  return text
    .replace(own, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?])/g, "$1")
    .replace(/^[\s,.;:]+/, "")
    .trim();
}

/**
 * Asks the Worker and answers in the thread. The Worker claims the event id first, so a retried
 * event gets `duplicate` and nothing is posted; when the Worker cannot answer, the thread gets an
 * apology rather than silence.
 */
export async function answerQuestion(
  question: Question,
  deps: { api: Pick<CharterlyApi, "ask">; client: Pick<WebClient, "users">; say: SayFn; logger: Logger },
): Promise<void> {
  const { api, client, say, logger } = deps;
  const text = questionText(question.text, question.installation.botUserId);
  if (!text) {
    await say({ text: ASK_SOMETHING, thread_ts: question.threadTs });
    return;
  }
  const email = await slackUserEmail(client, question.userId, logger);
  let answer: SlackAnswerDto;
  try {
    answer = await api.ask({
      teamId: question.teamId,
      channelId: question.channelId,
      channelType: channelTypeOf(question.channelId, question.channelType),
      slackUserId: question.userId,
      email,
      eventId: question.eventId,
      question: text,
    });
  } catch (error) {
    if (error instanceof CharterlyApiError && error.kind === "refused") {
      // 400/422 or refused before sending: the question itself (too long…), worth telling; 429:
      // this person asked too often (counted per Slack user), and the message says how long to wait.
      // 401/403/404: the Worker does not act for this workspace and channel (Slack turned off…):
      // no answer, by design.
      logger.warn(
        `Charterly refused event ${question.eventId} (${error.status ?? "-"} ${error.code}): ${error.message}`,
      );
      if (error.status === null || error.status === 400 || error.status === 422 || error.status === 429)
        await say({ text: error.message, thread_ts: question.threadTs });
      return;
    }
    logger.error(`Asking Charterly for event ${question.eventId} failed: ${errorText(error)}`);
    await say({ text: APOLOGY, thread_ts: question.threadTs });
    return;
  }
  if (answer.status === "duplicate") {
    logger.info(`Event ${question.eventId} was already answered; nothing posted.`);
    return;
  }
  await say({
    text: answer.reply.message,
    blocks: asBlocks(answerBlocks(answer.reply, answer.appUrl)),
    thread_ts: question.threadTs,
    unfurl_links: false,
  });
}
