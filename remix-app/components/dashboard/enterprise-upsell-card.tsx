import { buttonStyles } from "../button-styles";
import { SparklesIcon } from "../icons";

/** Shown to tiers without enterprise features. */
export function EnterpriseUpsellCard({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <section
      aria-labelledby="enterprise-upsell-heading"
      className="rounded-lg border border-indigo-200 bg-indigo-50 p-5 dark:border-indigo-900 dark:bg-indigo-950/50"
    >
      <div className="flex items-center gap-2 text-indigo-800 dark:text-indigo-200">
        <SparklesIcon className="size-5" />
        <h2 id="enterprise-upsell-heading" className="text-lg font-semibold">
          Unlock Enterprise
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Ask the AI policy assistant, answer questions in Slack, import your existing documents and add
        unlimited users.
      </p>
      <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onLearnMore}>
        Learn More
      </button>
    </section>
  );
}
