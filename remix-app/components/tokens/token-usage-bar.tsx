import type { TokenBalanceDto } from "@charterly/domain/contract";
import { useId } from "react";
import { ProgressBar, type ProgressTone } from "../ui/progress-bar";
import { type UsageLevel, usageLevel, usagePercent } from "./token-display";

const tones: Record<UsageLevel, ProgressTone> = { normal: "indigo", high: "amber", critical: "red" };
const percentStyles: Record<UsageLevel, string> = {
  normal: "text-slate-700 dark:text-slate-300",
  high: "text-amber-800 dark:text-amber-300",
  critical: "text-red-700 dark:text-red-300",
};

/** Tokens used out of all the company had: amber above 60 %, red above 80 % (spec §9). */
export function TokenUsageBar({ balance }: { balance: TokenBalanceDto }) {
  const labelId = useId();
  const percent = usagePercent(balance);
  const level = usageLevel(percent);
  const total = balance.used + Math.max(0, balance.balance);
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-slate-700 dark:text-slate-300">
          Tokens used
        </span>
        <span className={`font-semibold tabular-nums ${percentStyles[level]}`}>{percent}%</span>
      </div>
      <ProgressBar
        value={percent}
        labelledBy={labelId}
        valueText={`${percent}% (${balance.used} of ${total} tokens used)`}
        tone={tones[level]}
      />
    </div>
  );
}
