import type { ChatConversationDto } from "@charterly/domain/contract";
import { Link, useFetcher } from "@remix-run/react";
import { CHAT_INTENTS, conversationPath } from "../../lib/chat-intents";
import { buttonStyles, linkStyles } from "../button-styles";
import { DateTime } from "../documents/formatted-date";

/**
 * 'New conversation': posts to /chat's action, which starts one and answers with /chat (without
 * JavaScript too). Not while an answer is being written: it belongs to the conversation it was asked in.
 */
export function NewConversationButton({ busy }: { busy?: boolean }) {
  const fetcher = useFetcher();
  const starting = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/chat">
      <input type="hidden" name="intent" value={CHAT_INTENTS.newConversation} />
      <button type="submit" className={buttonStyles.secondary} disabled={busy || starting}>
        {starting ? "Starting…" : "New conversation"}
      </button>
    </fetcher.Form>
  );
}

/** Titles are questions; a long one is cut in the list (its conversation shows it whole). */
const TITLE_LENGTH = 90;
const shortTitle = (title: string) =>
  title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH).trimEnd()}…` : title;

/**
 * The person's conversations other than the current one, newest first: each opens to be read
 * again (`shown` marks the one on screen). Nothing when there are none.
 */
export function EarlierConversations({
  conversations,
  shown,
}: {
  conversations: readonly ChatConversationDto[];
  shown: number | null;
}) {
  const earlier = conversations.filter((conversation) => !conversation.current);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="earlier-conversations" className="space-y-2">
      <h2 id="earlier-conversations" className="text-base font-semibold">
        Earlier conversations
      </h2>
      <ul className="space-y-1 text-sm">
        {earlier.map((conversation) => {
          const questions = conversation.questionCount;
          return (
            <li key={conversation.id} className="flex flex-wrap items-baseline gap-x-2">
              <Link
                to={conversationPath(conversation.id)}
                className={linkStyles}
                aria-current={conversation.id === shown ? "page" : undefined}
              >
                {shortTitle(conversation.title)}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                <DateTime iso={conversation.startedAt} /> · {questions}{" "}
                {questions === 1 ? "question" : "questions"}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
