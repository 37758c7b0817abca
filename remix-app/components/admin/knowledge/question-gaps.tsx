import type { QuestionGapDto } from "@charterly/domain/contract";
import { useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { DateTime } from "../../documents/formatted-date";
import { useApiResource } from "../../documents/use-api-resource";
import { CheckIcon } from "../../icons";
import { useToast } from "../../toast";
import { CardListStates } from "./card-list-states";
import { listQuestionGaps, resolveQuestionGap } from "./knowledge-api";

const RESOLVE_FAILED = {
  title: "Update Failed",
  description: "Failed to mark the question resolved. Please try again.",
};

/**
 * 'Unanswered questions': what people asked that the assistant could not answer with confidence,
 * near-duplicates counted together, so an admin can write the missing policy and mark it resolved.
 */
export function QuestionGaps() {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const gaps = useApiResource("gaps", listQuestionGaps);
  const [resolving, setResolving] = useState<number | null>(null);

  const resolve = async (gap: QuestionGapDto) => {
    setResolving(gap.id);
    try {
      await resolveQuestionGap(gap.id);
      gaps.replace((list) => list.filter((g) => g.id !== gap.id));
      toast({
        title: "Question Resolved",
        description: `“${gap.question}” was marked resolved.`,
        variant: "success",
      });
    } catch (error) {
      reportFailure(error, RESOLVE_FAILED);
    } finally {
      setResolving(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <div className="p-5">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Unanswered questions
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Questions the assistant could not answer with confidence. Add the missing policy, then mark the
          question resolved.
        </p>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <CardListStates
          resource={gaps}
          loadingLabel="Loading unanswered questions…"
          failureTitle="Could not load the unanswered questions"
          emptyText="No unanswered questions. The assistant found an answer for everything asked so far."
        >
          {(list) => (
            <ul aria-label="Unanswered questions" className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((gap) => (
                <li
                  key={gap.id}
                  className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="break-words text-slate-900 dark:text-white">{gap.question}</p>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                      Asked {gap.askCount} {gap.askCount === 1 ? "time" : "times"} · last{" "}
                      <DateTime iso={gap.lastAskedAt} />
                      {gap.lastConfidence !== null
                        ? ` · confidence ${Math.round(gap.lastConfidence * 100)}%`
                        : null}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={`${smallButtonStyles.secondary} shrink-0`}
                    disabled={resolving === gap.id}
                    onClick={() => void resolve(gap)}
                    aria-label={`Mark resolved: ${gap.question}`}
                  >
                    <CheckIcon className="size-4" />
                    Resolve
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardListStates>
      </div>
    </section>
  );
}
