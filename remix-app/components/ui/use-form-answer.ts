import { useEffect, useRef } from "react";
import type { FormResult } from "../../lib/form-result";

/**
 * Calls `onAnswer` once for each answer a fetcher receives for one of `intents` (a route action's
 * FormResult, decision 026): a toast, a row updated. The latest `onAnswer` is called, so callers need
 * not memoise it.
 */
export function useFormAnswer<T>(
  answer: FormResult<T> | undefined,
  intents: string | readonly string[],
  onAnswer: (result: FormResult<T>) => void,
) {
  const latest = useRef({ onAnswer, intents });
  latest.current = { onAnswer, intents };
  useEffect(() => {
    if (!answer) return;
    const { onAnswer, intents } = latest.current;
    if (typeof intents === "string" ? answer.intent !== intents : !intents.includes(answer.intent)) return;
    onAnswer(answer);
  }, [answer]);
}

/** The row a pending submission names (its hidden id field), or null when none is on its way. */
export function submittedId(
  fetcher: { state: string; formData?: FormData },
  field: string,
  intents?: readonly string[],
): number | null {
  if (fetcher.state === "idle" || !fetcher.formData) return null;
  if (intents && !intents.includes(String(fetcher.formData.get("intent")))) return null;
  const id = Number(fetcher.formData.get(field));
  return Number.isInteger(id) && id > 0 ? id : null;
}
