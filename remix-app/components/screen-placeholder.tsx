import type { CurrentUser } from "@charterly/domain/contract";
import { AppShell } from "./app-shell";
import { cardStyles } from "./button-styles";

/** A signed-in page whose content arrives with a later issue: its frame, heading and an honest line. */
export function ScreenPlaceholder({ user, title }: { user: CurrentUser; title: string }) {
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <BeingBuilt className="mt-6" />
    </AppShell>
  );
}

/** The honest line for a part of a screen whose content arrives with a later issue. */
export function BeingBuilt({ className = "", what = "screen" }: { className?: string; what?: string }) {
  return (
    <div className={`${cardStyles} ${className} p-6`}>
      <p className="text-slate-600 dark:text-slate-400">This {what} is being built.</p>
    </div>
  );
}
