import type { ShouldRevalidateFunction } from "@remix-run/react";

// When the page's data is read again after a form was sent (each route module exports one of these
// as its `shouldRevalidate`).

/**
 * A form whose submission got no answer (offline, a 5xx: keep-form-on-failure.ts answers it with
 * code "unavailable") leaves the page as it is: reading it again would fail the same way, and Remix
 * would replace the page, and the form with what was typed in it, with an error boundary.
 */
export const keepPageWhenUnanswered: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (unanswered(actionResult) ? false : defaultShouldRevalidate);

/**
 * After an action's refusal Remix does not read the loaders again (single fetch skips it after a
 * 4xx). A stale form — the row went (404) or changed (409) meanwhile — is the exception: the section
 * is read again, so the page shows what is true now (the request already processed, the company
 * gone) next to the refusal that says so.
 */
export const revalidateAfterStaleForm: ShouldRevalidateFunction = (args) =>
  unanswered(args.actionResult)
    ? false
    : args.actionStatus === 404 || args.actionStatus === 409
      ? true
      : args.defaultShouldRevalidate;

const unanswered = (result: unknown) =>
  typeof result === "object" &&
  result !== null &&
  (result as { ok?: unknown }).ok === false &&
  (result as { code?: unknown }).code === "unavailable";
