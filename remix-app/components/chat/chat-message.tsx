import { type ChatMessageDto, uncalibratedConfidenceNoteOf } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { DateTime } from "../documents/formatted-date";
import { SparklesIcon, UserIcon } from "../icons";
import { ReplyBadges } from "./reply-badges";

type Speaker = ChatMessageDto["messageType"];

/** One turn of the conversation: the person's on the right, the assistant's on the left. */
export function ChatBubble({
  speaker,
  children,
  footer,
  busy,
}: {
  speaker: Speaker;
  children: ReactNode;
  footer?: ReactNode;
  /** The answer is still being written. */
  busy?: boolean;
}) {
  const mine = speaker === "user";
  const SpeakerIcon = mine ? UserIcon : SparklesIcon;
  return (
    <li className={`flex gap-3 ${mine ? "flex-row-reverse" : ""}`} aria-busy={busy || undefined}>
      <span
        aria-hidden="true"
        className={`grid size-8 shrink-0 place-items-center rounded-full ${
          mine
            ? "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"
            : "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
        }`}
      >
        <SpeakerIcon className="size-4" />
      </span>
      <div
        className={`max-w-[85%] min-w-0 rounded-lg px-4 py-3 text-sm ${
          mine
            ? "bg-indigo-600 text-white"
            : "border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        }`}
      >
        <p className="sr-only">{mine ? "You asked:" : "The assistant answered:"}</p>
        {children}
        {footer}
      </div>
    </li>
  );
}

/** The text of a message, its line breaks kept. */
export const MessageText = ({ text }: { text: string }) => (
  <p className="break-words whitespace-pre-wrap">{text}</p>
);

/** A stored message: the person's question, or a reply with its badges and when it was written. */
export function ChatMessage({ message }: { message: ChatMessageDto }) {
  const reply = message.messageType === "assistant";
  return (
    <ChatBubble
      speaker={message.messageType}
      footer={
        reply ? (
          <>
            <ReplyBadges message={message} />
            <p className="mt-2 flex flex-wrap gap-x-1 text-xs text-slate-500 dark:text-slate-400">
              <DateTime iso={message.createdAt} />
              {message.composedBy === "embedded" ? (
                <span title="Written on this server from your documents' own sentences, without a language model">
                  · Composed locally
                </span>
              ) : null}
              {uncalibratedConfidenceNoteOf(message) ? (
                <span title="Written by a language model and checked against the cited passages; how often such answers are right has not been measured on real questions yet">
                  · {uncalibratedConfidenceNoteOf(message)}
                </span>
              ) : null}
            </p>
          </>
        ) : null
      }
    >
      <MessageText text={message.message} />
    </ChatBubble>
  );
}
