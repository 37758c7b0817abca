import { buttonStyles } from "../button-styles";
import { LockIcon } from "../icons";

/** In place of a tab the plan does not include: what it is, and a way to the upgrade options. */
export function UpgradePrompt({
  headline,
  text,
  action,
  onAction,
}: {
  headline: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-6 text-center dark:border-indigo-900 dark:bg-indigo-950/50">
      <LockIcon className="mx-auto size-8 text-indigo-700 dark:text-indigo-300" />
      <h2 className="mt-3 text-lg font-semibold text-indigo-900 dark:text-indigo-100">{headline}</h2>
      <p className="mx-auto mt-1 max-w-lg text-sm text-slate-700 dark:text-slate-300">{text}</p>
      <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
