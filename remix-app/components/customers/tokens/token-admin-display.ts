import type { BadgeTone } from "../../badges";

// How Token Management shows a request's urgency (spec §3): high and medium as they are, anything
// else as low. Pure.

export type UrgencyLevel = "high" | "medium" | "low";

export const urgencyLevel = (urgency: string): UrgencyLevel =>
  urgency === "high" || urgency === "medium" ? urgency : "low";

export const URGENCY_DISPLAY: Record<UrgencyLevel, { label: string; tone: BadgeTone }> = {
  high: { label: "High", tone: "red" },
  medium: { label: "Medium", tone: "amber" },
  low: { label: "Low", tone: "slate" },
};

/** The scrolling frame of each Token Management table: 400 px high (spec §9), focusable to scroll by keyboard. */
export const scrollFrameStyles =
  "max-h-[400px] overflow-auto border-t border-slate-200 dark:border-slate-800";

export const thStyles =
  "sticky top-0 z-[1] bg-slate-50 px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:bg-slate-950 dark:text-slate-400";

export const tdStyles = "px-3 py-2 align-top";

export const mutedText = "text-slate-600 dark:text-slate-400";
