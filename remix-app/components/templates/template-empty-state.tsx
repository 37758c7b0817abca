import type { ReactNode } from "react";
import { cardStyles } from "../button-styles";
import { LibraryIcon } from "../icons";

/** 'No templates found' with a hint and an optional action. */
export function TemplateEmptyState({ hint, action }: { hint: string; action?: ReactNode }) {
  return (
    <div className={`${cardStyles} flex flex-col items-center px-6 py-12 text-center`}>
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <LibraryIcon className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">No templates found</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
