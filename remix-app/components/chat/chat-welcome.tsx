import { buttonStyles } from "../button-styles";
import { ChatIcon } from "../icons";

const SUGGESTIONS = [
  "How many days a week can I work from home?",
  "What is the approval process for business travel?",
  "How do I report a data protection incident?",
];

/** An empty conversation: what the assistant does, and a few questions to start with. */
export function ChatWelcome({ onPick }: { onPick: (question: string) => void }) {
  return (
    <div className="mx-auto max-w-xl py-6 text-center">
      <ChatIcon className="mx-auto size-10 text-indigo-600 dark:text-indigo-400" />
      <h2 className="mt-3 text-lg font-semibold">Ask about your company's policies</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The assistant answers from your approved documents and your knowledge base, and names the documents it
        used so you can check them.
      </p>
      <ul aria-label="Example questions" className="mt-5 flex flex-col gap-2">
        {SUGGESTIONS.map((question) => (
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
    </div>
  );
}
