import { Link } from "@remix-run/react";
import { adminTabPath } from "../../lib/admin-tabs";
import { buttonStyles } from "../button-styles";
import { LockIcon } from "../icons";

/** What a tab the plan lacks shows instead (administration side, Admin Panel). */
export const UPGRADE_PROMPTS = {
  knowledge: {
    headline: "Premium Feature",
    text: "The RAG Knowledge Base lets the AI assistant answer from your own training documents. It is part of the Pay Per Use and Enterprise plans: request tokens to upgrade.",
    action: "Request Token Upgrade",
  },
  documents: {
    headline: "Enterprise feature",
    text: "Importing and managing your existing documents in bulk is part of the Enterprise plan.",
    action: "Contact Sales for Enterprise",
  },
} as const;

/**
 * In place of a tab the plan does not include: what it is, and a link to the upgrade options in
 * Company Settings.
 */
export function UpgradePrompt({ tab }: { tab: keyof typeof UPGRADE_PROMPTS }) {
  const { headline, text, action } = UPGRADE_PROMPTS[tab];
  return (
    <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-6 text-center dark:border-indigo-900 dark:bg-indigo-950/50">
      <LockIcon className="mx-auto size-8 text-indigo-700 dark:text-indigo-300" />
      <h2 className="mt-3 text-lg font-semibold text-indigo-900 dark:text-indigo-100">{headline}</h2>
      <p className="mx-auto mt-1 max-w-lg text-sm text-slate-700 dark:text-slate-300">{text}</p>
      <Link to={adminTabPath("settings")} prefetch="intent" className={`${buttonStyles.primary} mt-4`}>
        {action}
      </Link>
    </div>
  );
}
