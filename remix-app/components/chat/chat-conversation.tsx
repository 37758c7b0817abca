import type { ChatMessageDto } from "@charterly/domain/contract";
import { useEffect, useRef, useState } from "react";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { BusyOverlay } from "../ui/busy-overlay";
import { ChatInput } from "./chat-input";
import { ChatBubble, ChatMessage, MessageText } from "./chat-message";
import { ChatWelcome } from "./chat-welcome";
import { NewConversationButton } from "./conversation-controls";
import { useChat } from "./use-chat";

/**
 * The conversation panel: 'New conversation', the history (or the welcome state), the answer being
 * written — under the 'AI Thinking' overlay until its first words arrive — a question left
 * unanswered with its reason, and the question box. An earlier conversation is only read.
 */
export function ChatConversation({
  history,
  suggestions,
  readOnly = false,
  hasEarlier = false,
}: {
  /** The person's conversation as the route's loader read it. */
  history: ChatMessageDto[];
  suggestions: Promise<readonly string[]>;
  /** An earlier conversation, shown to be read again: no question box. */
  readOnly?: boolean;
  /** The person has earlier conversations (listed under the question box). */
  hasEarlier?: boolean;
}) {
  const { messages, pending, unanswered, ask, dismissUnanswered } = useChat(history);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const thinking = pending !== null && pending.text === "";

  // Follow the conversation as it grows (a new message, the words of an answer).
  const messageCount = messages.length;
  const answerLength = pending?.text.length ?? 0;
  useEffect(() => {
    if (messageCount > 0 || answerLength > 0 || pending || unanswered)
      endRef.current?.scrollIntoView({ block: "nearest" });
  }, [messageCount, answerLength, pending, unanswered]);

  const send = (text: string) => {
    setDraft("");
    void ask(text).then(() => inputRef.current?.focus());
  };
  const pendingQuestionShown = pending?.stored && messages.some((m) => m.id === pending.stored?.id);
  const unansweredShown = unanswered?.storedId != null && messages.some((m) => m.id === unanswered.storedId);
  const empty = messages.length === 0 && !pending && !unanswered;

  return (
    <div className="flex flex-col gap-4">
      {readOnly ? null : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">Current conversation</h2>
          <NewConversationButton busy={pending !== null} />
        </div>
      )}
      <div className="relative">
        {/* Scrolls on its own (browsers let the keyboard scroll it), so the overlay covers the part in view. */}
        <section
          aria-label="Conversation"
          className="h-[min(60vh,40rem)] min-h-[20rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
        >
          {empty ? <ChatWelcome suggestions={suggestions} onPick={send} hasEarlier={hasEarlier} /> : null}
          <ol className="space-y-5">
            {messages.map((message) => (
              <ChatMessage key={message.id} message={message} />
            ))}
            {pending && !pendingQuestionShown ? (
              <ChatBubble speaker="user">
                <MessageText text={pending.question} />
              </ChatBubble>
            ) : null}
            {pending && !thinking ? (
              <ChatBubble speaker="assistant" busy>
                <MessageText text={pending.text} />
                <span
                  aria-hidden="true"
                  className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-indigo-500 align-middle motion-reduce:animate-none"
                />
              </ChatBubble>
            ) : null}
            {unanswered && !unansweredShown ? (
              <ChatBubble speaker="user">
                <MessageText text={unanswered.question} />
              </ChatBubble>
            ) : null}
          </ol>
          {unanswered ? (
            <div className="mt-5 space-y-3">
              <Notice tone="error" title={unanswered.failure.title}>
                <p>{unanswered.failure.description}</p>
                <p className="mt-1">Your question: “{unanswered.question}”</p>
              </Notice>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => send(unanswered.question)}
                >
                  Ask again
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => {
                    setDraft(unanswered.question);
                    dismissUnanswered();
                    inputRef.current?.focus();
                  }}
                >
                  Edit question
                </button>
              </div>
            </div>
          ) : null}
          <div ref={endRef} />
        </section>
        <BusyOverlay
          active={thinking}
          cover="panel"
          title="AI Thinking"
          detail="Looking through your company's documents for the answer."
        />
      </div>

      {readOnly ? null : (
        <ChatInput
          value={draft}
          onChange={setDraft}
          onSubmit={() => send(draft)}
          busy={pending !== null}
          inputRef={inputRef}
        />
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        The assistant answers from your company's approved documents and knowledge base, and can be wrong. For
        complex or sensitive matters, and before acting on legal questions, consult your legal team.
      </p>
    </div>
  );
}
