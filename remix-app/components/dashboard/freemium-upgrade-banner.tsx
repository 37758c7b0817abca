import { Link } from "@remix-run/react";
import { ArrowRightIcon, SparklesIcon } from "../icons";

/** Freemium companies: the way to the upgrade section of the Admin Panel. */
export function FreemiumUpgradeBanner() {
  return (
    <section
      aria-label="Upgrade"
      className="flex flex-col gap-3 rounded-lg bg-indigo-700 p-4 text-white sm:flex-row sm:items-center sm:justify-between dark:bg-indigo-900"
    >
      <div className="flex gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <span className="font-semibold">You're on the Freemium plan.</span> Upgrade to generate and store
          documents, keep versions and use the AI policy assistant.
        </p>
      </div>
      <Link
        to="/admin/settings#enterprise-upgrade"
        className="inline-flex shrink-0 items-center justify-center gap-1 rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white"
      >
        View upgrade options
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
