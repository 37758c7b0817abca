import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { keepPageWhenUnanswered } from "../lib/revalidation";

// Every path no other route claims: a real 404, rendered by the root ErrorBoundary.

export const meta: MetaFunction = () => [{ title: "Page Not Found · Charterly" }];

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function NotFoundRoute() {
  return null;
}
