import type { RegistrationLimit } from "@charterly/domain/contract";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loader as registrationLimitLoader } from "../../routes/registration-limit";
import { AlertIcon, CloseIcon, UsersIcon } from "../icons";

export type { RegistrationLimit };

/** The route the banner polls (routes/registration-limit.tsx). */
export const REGISTRATION_LIMIT_PATH = "/registration-limit";

/** Polled this often while the dashboard is open (spec §7, §9). */
export const REGISTRATION_POLL_MS = 60_000;
/** The banner appears from this many users on (spec §4, §9). */
export const REGISTRATION_WARNING_COUNT = 2;
const DISMISSED_KEY = "charterly-registration-banner-dismissed";

type Level = "warning" | "limit";

export function registrationLevel({ currentCount, maxCount }: RegistrationLimit): Level | null {
  if (maxCount !== null && currentCount >= maxCount) return "limit";
  return currentCount >= REGISTRATION_WARNING_COUNT ? "warning" : null;
}

const styles: Record<Level, string> = {
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100",
  limit: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100",
};

function readDismissed(): Level | null {
  try {
    const value = sessionStorage.getItem(DISMISSED_KEY);
    return value === "warning" || value === "limit" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The company's user count, from the dashboard's loader at first, then read every 60 seconds from
 * its route with a fetcher (for the signed-in person's own company: the spec's companyName and tier
 * are not sent). Remix reads the fetcher again after every form sent on the page, as it does the
 * loader. A poll that brings no figures (signed out meanwhile) falls back on the loader's.
 */
function useRegistrationLimit(initial: RegistrationLimit) {
  const poll = useFetcher<typeof registrationLimitLoader>();
  const { load } = poll;
  useEffect(() => {
    const timer = setInterval(() => load(REGISTRATION_LIMIT_PATH), REGISTRATION_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);
  return poll.data ?? initial;
}

/**
 * Freemium: "Your team has N of M users" from 2 users on, 'User limit reached' at the maximum.
 * Dismissed for the browser session; reaching the limit after dismissing the warning shows it again.
 */
export function RegistrationLimitBanner({ initial }: { initial: RegistrationLimit }) {
  const limit = useRegistrationLimit(initial);
  // Read after hydration: the server cannot know what this tab dismissed.
  const [dismissed, setDismissed] = useState<Level | null | undefined>(undefined);
  useEffect(() => setDismissed(readDismissed()), []);

  const level = registrationLevel(limit);
  if (!level || dismissed === undefined || dismissed === level || dismissed === "limit") return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, level);
    } catch {
      // Storage unavailable: hidden until the page is reloaded.
    }
    setDismissed(level);
  };
  const count =
    limit.maxCount === null
      ? `${limit.currentCount} users`
      : `${limit.currentCount} of ${limit.maxCount} users`;

  return (
    <section
      aria-labelledby="registration-limit-heading"
      className={`flex items-start gap-3 rounded-lg border p-4 ${styles[level]}`}
    >
      {level === "limit" ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <UsersIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        {/* Not a heading: the banner sits above the page's h1. */}
        <p id="registration-limit-heading" className="font-semibold">
          {level === "limit" ? "User limit reached" : "Approaching your user limit"}
        </p>
        <p className="mt-1">
          Your team has {count} on the Freemium plan.{" "}
          {level === "limit"
            ? "New people cannot join your company until you upgrade."
            : "Upgrade before you run out of seats."}{" "}
          <Link
            to="/admin/settings#enterprise-upgrade"
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            View upgrade options
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss user limit notice"
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}
