import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { buttonStyles } from "../button-styles";
import { ChatIcon } from "../icons";

/**
 * An empty conversation: what the assistant does, and questions to start with — made from the
 * company's own documents in force and kept only when the assistant answers them well
 * (suggestStarterQuestions), streamed in after the page; none while the company has no policy in
 * force.
 */
export function ChatWelcome({
  suggestions,
  onPick,
  hasEarlier = false,
}: {
  suggestions: Promise<readonly string[]>;
  onPick: (question: string) => void;
  /** Say where the person's earlier conversations went. */
  hasEarlier?: boolean;
}) {
  return (
    <div className="mx-auto max-w-xl py-6 text-center">
      <ChatIcon className="mx-auto size-10 text-indigo-600 dark:text-indigo-400" />
      <h2 className="mt-3 text-lg font-semibold">Ask about your company's policies</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The assistant answers from your approved documents and your knowledge base, and names the documents it
        used so you can check them.
      </p>
      {hasEarlier ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Your earlier conversations are kept, under Earlier conversations below the question box.
        </p>
      ) : null}
      <Suspense
        fallback={
          <p className="mt-5 text-sm text-slate-500 dark:text-slate-400">Finding example questions…</p>
        }
      >
        <Await resolve={suggestions}>
          {(questions) => <Suggestions questions={questions} onPick={onPick} />}
        </Await>
      </Suspense>
    </div>
  );
}

function Suggestions({
  questions,
  onPick,
}: {
  questions: readonly string[];
  onPick: (question: string) => void;
}) {
  if (questions.length === 0) {
    return (
      <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
        Ask about leave, expenses, travel, IT or any other policy your company has approved.
      </p>
    );
  }
  return (
    <ul aria-label="Example questions" className="mt-5 flex flex-col gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            className={`${buttonStyles.secondary} w-full`}
            onClick={() => onPick(question)}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
