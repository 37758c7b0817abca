import { checkRegistrationLimit } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "../lib/session.server";

// The company's user count and limit (GET /api/auth/check-registration-limit's operation, for the
// signed-in person's company): read by the dashboard's loader for the Freemium banner, and polled
// every 60 seconds by the banner with a fetcher (spec §7, §9). A resource route: no page. Signed
// out meanwhile is answered (401, no figures), not thrown, so a poll does not replace the dashboard
// with an error page; the banner keeps its last figures.

export async function loader({ context }: LoaderFunctionArgs) {
  const session = getSessionUser(context);
  if (!session) return data(null, { status: 401 });
  return checkRegistrationLimit(context.domain, session.actor);
}
