import {
  LOW_TOKEN_BALANCE,
  type TokenBalanceDto,
  type TokenRequestDto,
  type TokenTransactionDto,
} from "@charterly/domain/contract";
import type { BadgeTone } from "../badges";

// How token figures read on screen (spec §4, §9). Pure.

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

export const URGENCY_OPTIONS: { value: TokenRequestDto["urgency"]; label: string; responseTime: string }[] = [
  { value: "low", label: "Low", responseTime: "2-3 days" },
  { value: "medium", label: "Medium", responseTime: "1 day" },
  { value: "high", label: "High", responseTime: "1 business hour" },
];

export const REQUEST_STATUS: Record<TokenRequestDto["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "amber" },
  approved: { label: "Approved", tone: "emerald" },
  fulfilled: { label: "Fulfilled", tone: "emerald" },
  rejected: { label: "Rejected", tone: "red" },
};

export const TRANSACTION_TYPE_LABELS: Record<TokenTransactionDto["transactionType"], string> = {
  purchase: "Purchase",
  usage: "Usage",
  other: "Other",
};

/** "+25" or "−1" (a true minus sign). */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : "0";

export const tokenCount = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "token" : "tokens"}`;
