import { isAdmin, isPlatformAdmin, type Role, TIER_LABELS, type Tier } from "@charterly/domain/contract";
import type { ReactNode } from "react";

const tones = {
  slate:
    "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
  indigo:
    "bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800",
  violet:
    "bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  emerald:
    "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  amber:
    "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  red: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
} as const;

export type BadgeTone = keyof typeof tones;

/** A badge's classes, for an element that must be something else than a span (a link badge). */
export const badgeStyles = (tone: BadgeTone = "slate") =>
  `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`;

export function Badge({
  tone = "slate",
  title,
  children,
}: {
  tone?: BadgeTone;
  /** A tooltip (the full text of a shortened badge). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <span title={title} className={badgeStyles(tone)}>
      {children}
    </span>
  );
}

const tierTones: Record<Tier, BadgeTone> = {
  freemium: "slate",
  per_document: "amber",
  enterprise: "indigo",
  system_admin: "violet",
};

export function TierBadge({ tier }: { tier: Tier }) {
  return <Badge tone={tierTones[tier]}>{TIER_LABELS[tier] ?? TIER_LABELS.freemium}</Badge>;
}

/** "Platform Admin" or "Company Admin"; nothing for ordinary users. */
export function AdminRoleBadge({ role }: { role: Role }) {
  if (isPlatformAdmin(role)) return <Badge tone="violet">Platform Admin</Badge>;
  if (isAdmin(role)) return <Badge tone="emerald">Company Admin</Badge>;
  return null;
}
