import type { QuestionGapDto } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import type { FormResult } from "../../../lib/form-result";
import { KNOWLEDGE_INTENTS } from "../../../lib/knowledge-intents";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { DateTime } from "../../documents/formatted-date";
import { CheckIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";

const RESOLVE_FAILED = "Update Failed";

/**
 * 'Unanswered questions': what people asked that the assistant could not answer with confidence,
 * near-duplicates counted together, so an admin can write the missing policy and mark it resolved.
 * The list is the route's loader's; Resolve is a form posted to the route's action (also without
 * JavaScript), and the question leaves the list at once.
 */
export function QuestionGaps({ gaps }: { gaps: readonly QuestionGapDto[] }) {
  const id = useId();
  // Resolved before the page's JavaScript ran: said here (the row is gone).
  const posted = useActionData<FormResult<QuestionGapDto>>();
  const answer =
    posted && typeof posted === "object" && posted.intent === KNOWLEDGE_INTENTS.resolveGap ? posted : null;
  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <div className="p-5">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Unanswered questions
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Questions the assistant could not answer with confidence. Some are answered by a policy already, in
          words the assistant did not match. Add the missing policy or reword the one that answers it, then
          mark the question resolved.
        </p>
        {answer ? (
          <div className="mt-3">
            <Notice
              tone={answer.ok ? "success" : "error"}
              title={answer.ok ? "Question Resolved" : RESOLVE_FAILED}
            >
              {answer.ok ? `“${answer.value.question}” was marked resolved.` : answer.message}
            </Notice>
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        {gaps.length === 0 ? (
          <p className="p-5 text-sm text-slate-600 dark:text-slate-400">
            No unanswered questions. The assistant found an answer for everything asked so far.
          </p>
        ) : (
          <ul aria-label="Unanswered questions" className="divide-y divide-slate-200 dark:divide-slate-800">
            {gaps.map((gap) => (
              <GapRow key={gap.id} gap={gap} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function GapRow({ gap }: { gap: QuestionGapDto }) {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<QuestionGapDto>>();
  const handled = useRef<FormResult<QuestionGapDto> | undefined>(undefined);
  const answered = fetcher.state !== "submitting";
  useEffect(() => {
    const result = fetcher.data;
    if (!answered || !result || handled.current === result) return;
    handled.current = result;
    toast(
      result.ok
        ? {
            title: "Question Resolved",
            description: `“${gap.question}” was marked resolved.`,
            variant: "success",
          }
        : { title: RESOLVE_FAILED, description: result.message, variant: "destructive" },
    );
  }, [answered, fetcher.data, gap.question, toast]);
  // Optimistic: the question leaves the list at once; it comes back if resolving fails.
  if (fetcher.state !== "idle" || fetcher.data?.ok) return null;
  return (
    <li className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="break-words text-slate-900 dark:text-white">{gap.question}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Asked {gap.askCount} {gap.askCount === 1 ? "time" : "times"} · last{" "}
          <DateTime iso={gap.lastAskedAt} />
          {gap.lastConfidence !== null ? ` · confidence ${Math.round(gap.lastConfidence * 100)}%` : null}
        </p>
      </div>
      <fetcher.Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value={KNOWLEDGE_INTENTS.resolveGap} />
        <input type="hidden" name="gapId" value={gap.id} />
        <button type="submit" className={smallButtonStyles.secondary} aria-label={`Resolve: ${gap.question}`}>
          <CheckIcon className="size-4" />
          Resolve
        </button>
      </fetcher.Form>
    </li>
  );
}
