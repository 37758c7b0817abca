import { LOW_TOKEN_BALANCE, type TokenBalanceDto, type TokenRequestStatus } from "@charterly/domain/contract";
import type { BadgeTone } from "../badges";

// How token figures look on screen (spec §4, §9): states, levels and tones. Pure. Their words
// (urgencies, request statuses, transaction types, token counts) are the contract's.

export type BalanceState = "positive" | "low" | "out";

/** Out at 0; low at 2 or fewer; positive otherwise. */
export function balanceState(balance: number): BalanceState {
  if (balance <= 0) return "out";
  return balance <= LOW_TOKEN_BALANCE ? "low" : "positive";
}

export const BALANCE_STATE_TEXT: Record<BalanceState, string> = {
  positive: "Each approved document uses 1 token.",
  low: "Low balance: request more tokens soon.",
  out: "Out of tokens: request more to approve documents.",
};

/** used / (used + balance), in whole percent; 0 when nothing was ever available. */
export function usagePercent({ used, balance }: Pick<TokenBalanceDto, "used" | "balance">): number {
  const total = used + Math.max(0, balance);
  return total > 0 ? Math.round((used / total) * 100) : 0;
}

export type UsageLevel = "normal" | "high" | "critical";

/** Amber above 60 %, red above 80 %. */
export const usageLevel = (percent: number): UsageLevel =>
  percent > 80 ? "critical" : percent > 60 ? "high" : "normal";

export const REQUEST_STATUS_TONES: Record<TokenRequestStatus, BadgeTone> = {
  pending: "amber",
  approved: "emerald",
  fulfilled: "emerald",
  rejected: "red",
};
