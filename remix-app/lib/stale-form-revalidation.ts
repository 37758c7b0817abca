import type { ShouldRevalidateFunction } from "@remix-run/react";

// After an action's refusal Remix does not read the loaders again (single fetch skips it after a
// 4xx). A stale form — the row went (404) or changed (409) meanwhile — is the exception: the section
// is read again, so the page shows what is true now (the request already processed, the company
// gone) next to the refusal that says so.
export const revalidateAfterStaleForm: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus === 404 || actionStatus === 409 ? true : defaultShouldRevalidate);
