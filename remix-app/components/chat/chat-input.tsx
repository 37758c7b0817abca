import { MAX_CHAT_MESSAGE_LENGTH } from "@charterly/domain/contract";
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from "react";
import { buttonStyles } from "../button-styles";
import { fieldErrorStyles, fieldStyles, hintStyles } from "../ui/form-field";
import { questionProblem } from "./use-chat";

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement>;
}

/**
 * The question box: Enter sends (Shift+Enter starts a new line); blank questions are not sent; the
 * 2,000-character limit is counted as the person types.
 */
export function ChatInput({ value, onChange, onSubmit, busy, inputRef }: ChatInputProps) {
  const id = useId();
  const length = value.trim().length;
  const tooLong = length > MAX_CHAT_MESSAGE_LENGTH;
  const blank = questionProblem(value) !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !blank) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-question`} className="sr-only">
          Your question
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-question`}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your company's policies…"
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ""}`}
          className={`${fieldStyles} resize-y`}
        />
        <div className="flex flex-wrap justify-between gap-2">
          <p id={`${id}-count`} className={hintStyles}>
            {length.toLocaleString("en-US")} / {MAX_CHAT_MESSAGE_LENGTH.toLocaleString("en-US")} characters ·
            Enter to send, Shift+Enter for a new line
          </p>
          {tooLong ? (
            <p id={`${id}-error`} className={fieldErrorStyles}>
              {questionProblem(value)}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className={`${buttonStyles.primary} sm:mb-6`} disabled={busy || blank}>
        {busy ? "Answering…" : "Send"}
      </button>
    </form>
  );
}
