import { buttonStyles } from "../button-styles";
import { ArrowRightIcon, InfoIcon, SparklesIcon } from "../icons";
import { SignUpLink } from "./sign-up-link";

/** Signed out, above the cards: what the visitor is looking at and how to get the rest. */
export function PreviewModeBanner() {
  return (
    <section
      aria-labelledby="preview-mode-heading"
      className="flex flex-col gap-4 rounded-lg border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-900 dark:bg-indigo-950/50"
    >
      <div className="flex gap-3">
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300" />
        <div>
          <h2 id="preview-mode-heading" className="font-semibold">
            Preview Mode
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You're viewing public template previews. Sign up to access full templates and AI-powered
            customization.
          </p>
        </div>
      </div>
      <SignUpLink className={`${buttonStyles.primary} shrink-0`}>Get Full Access</SignUpLink>
    </section>
  );
}

// The call-to-action buttons sit on an indigo panel, so they need their own colours.
const ctaBase =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-medium transition-colors";

/** Signed out, below the cards: 'Ready to Create Your Policies?' */
export function CreatePoliciesBanner() {
  return (
    <section
      aria-labelledby="create-policies-heading"
      className="rounded-xl bg-indigo-700 px-6 py-10 text-center text-white shadow-sm sm:px-10 dark:bg-indigo-900"
    >
      <SparklesIcon className="mx-auto size-8 text-indigo-200" />
      <h2 id="create-policies-heading" className="mt-3 text-2xl font-bold tracking-tight">
        Ready to Create Your Policies?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-indigo-100">
        Get every template in full, download them as PDF and customize them for your company with AI.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <SignUpLink className={`${ctaBase} bg-white text-indigo-800 shadow-sm hover:bg-indigo-50`}>
          Start Free Trial
          <ArrowRightIcon className="size-4" />
        </SignUpLink>
        <a
          href="/#pricing"
          className={`${ctaBase} border border-indigo-200 text-white hover:bg-indigo-600 dark:hover:bg-indigo-800`}
        >
          View Pricing
        </a>
      </div>
    </section>
  );
}
