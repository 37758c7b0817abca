import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { cardStyles } from "../components/button-styles";
import { CheckIcon } from "../components/icons";
import { Notice } from "../components/notice";
import { PublicTopBar } from "../components/public-top-bar";
import { SignInForm } from "../components/sign-in-form";
import { loginNotices } from "../lib/login-notices";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { getSessionUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Sign In · Charterly" }];

export function loader({ context }: LoaderFunctionArgs) {
  if (getSessionUser(context)) throw redirect("/");
  return null;
}

const BENEFITS = [
  "Generate policy documents from proven templates",
  "Keep every version with a full audit trail",
  "Collaborate with role-based access for admins and users",
  "Ask the AI policy assistant about your policies",
];

export const shouldRevalidate = keepPageWhenUnanswered;

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const notices = loginNotices(searchParams);

  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar showNavigation={false} />
      <main id="main-content" className="flex flex-1 items-center">
        <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center">
          <section aria-labelledby="login-pitch-heading">
            <h1 id="login-pitch-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Welcome to Charterly
            </h1>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
              The policy-document platform for your whole company.
            </p>
            <ul className="mt-8 space-y-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                    <CheckIcon className="size-4" />
                  </span>
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="sign-in-heading" className={`${cardStyles} p-6 sm:p-8`}>
            <h2 id="sign-in-heading" className="text-2xl font-semibold">
              Sign in
            </h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Continue with your company account through our identity provider.
            </p>
            {notices.length > 0 ? (
              <div className="mt-6 space-y-3">
                {notices.map((notice) => (
                  <Notice key={notice.text} tone={notice.tone}>
                    {notice.text}
                  </Notice>
                ))}
              </div>
            ) : null}
            <div className="mt-6">
              <SignInForm />
            </div>
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
              A new account is created automatically on first sign-in.
            </p>
          </section>
        </div>
      </main>
    </div>
  );
}
