import { useActionData, useFetcher } from "@remix-run/react";
import type { FormResult } from "../../lib/form-result";
import { PROFILE_INTENTS } from "../../lib/profile-intents";

// Change Email's two forms (Send Verification, Cancel Request) post to /profile/email's action
// through one fetcher: its last answer is what just happened, shown above the current state.

export type EmailChangeAnswer = FormResult<{ newEmail: string; expiresAt: string } | { cancelled: true }>;

export const EMAIL_CHANGE_INTENTS: readonly string[] = [
  PROFILE_INTENTS.requestEmailChange,
  PROFILE_INTENTS.cancelEmailChange,
];

export type EmailChangeFetcher = ReturnType<typeof useFetcher<EmailChangeAnswer>>;

/**
 * The fetcher both forms post with, and the last answer: the fetcher's, or — on the page posted
 * without JavaScript — the route's action data.
 */
export function useEmailChangeAnswer() {
  const fetcher = useFetcher<EmailChangeAnswer>();
  const posted = useActionData<EmailChangeAnswer>();
  const fromPage = posted && EMAIL_CHANGE_INTENTS.includes(posted.intent) ? posted : undefined;
  return { fetcher, answer: fetcher.data ?? fromPage };
}

/** The answer when it is for this intent. */
export const answerFor = (answer: EmailChangeAnswer | undefined, intent: string) =>
  answer?.intent === intent ? answer : undefined;

/** Whether the fetcher is sending (or, once answered, reading again) this intent's form. */
export const sending = (fetcher: EmailChangeFetcher, intent: string) =>
  fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
