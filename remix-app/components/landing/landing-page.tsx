import { Link } from "@remix-run/react";
import { buttonStyles } from "../button-styles";
import { ArrowRightIcon } from "../icons";
import { PublicTopBar } from "../public-top-bar";
import { FeatureGrid } from "./feature-grid";
import { PricingPlans } from "./pricing-plans";

/** What a signed-out visitor sees at /. */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar />
      <main id="main-content" className="flex-1">
        <section className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700 dark:text-indigo-300">
            Policy documents, done properly
          </p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Create, manage and discuss your company policies with AI
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
            Charterly turns proven templates into policies written for your company, keeps every version with
            a full audit trail, and answers your team's policy questions.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/login" className={`${buttonStyles.primary} px-6 py-3 text-base`}>
              Get Started
              <ArrowRightIcon className="size-4" />
            </Link>
            <Link to="/templates" className={`${buttonStyles.secondary} px-6 py-3 text-base`}>
              Browse Templates
            </Link>
          </div>
        </section>
        <FeatureGrid />
        <PricingPlans />
      </main>
      <footer className="bg-indigo-700 text-white dark:bg-indigo-950">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to bring order to your policies?
          </h2>
          <p className="max-w-xl text-indigo-100">
            Sign in to start with the template library. A new account is created automatically on first
            sign-in.
          </p>
          <Link
            to="/login"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-6 py-3 text-base font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50 focus-visible:outline-white"
          >
            Get Started Today
          </Link>
          <p className="text-sm text-indigo-200">© {new Date().getFullYear()} Charterly</p>
        </div>
      </footer>
    </div>
  );
}
