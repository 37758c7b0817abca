import type { ReactNode } from "react";
import { useId } from "react";
import { buttonStyles, cardStyles } from "../../button-styles";
import { LockIcon } from "../../icons";

/**
 * One group of Company Settings: a titled card. With `locked` (the plan lacks it) the card shows,
 * in place of its controls, why and a disabled upgrade button (administration side §2).
 */
export function SettingsCard({
  id: anchor,
  title,
  description,
  locked,
  children,
}: {
  /** The card's address in the page (the upgrade links point at the first locked card). */
  id?: string;
  title: string;
  description: string;
  /** What the plan lacks, when it does; the controls are then not shown. */
  locked?: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <div className="mt-4">
        {locked ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">{locked}</p>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled
              aria-describedby={`${id}-heading`}
            >
              <LockIcon className="size-4" />
              Upgrade to Enterprise
            </button>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
