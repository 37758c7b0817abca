import { readFileSync } from "node:fs";
import { SESSION_COOKIE } from "../../worker/http/cookies.ts";
import { IDENTITY_HINT_COOKIE } from "../../worker/http/identity-hint.ts";

/**
 * The cookies a signed-in browser sends after its first page: its session, and the identity hint
 * the Worker gave it then (decision 024), which lets the session lookup ride with the request's
 * first reads. A bench that sent the session alone would time a browser seen for the first time,
 * on every request: the lookup first, then the reads, and a new hint signed for each answer.
 * `session` is the session cookie alone, for a real browser that gets its hint from the app itself.
 */
export async function returningBrowserCookie(
  appUrl: string,
  sessionFile = "bench/.session",
): Promise<{ cookie: string; session: string }> {
  const session = `${SESSION_COOKIE}=${readFileSync(sessionFile, "utf8").trim()}`;
  const response = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie: session } });
  await response.arrayBuffer();
  const hint = response.headers.getSetCookie().find((c) => c.startsWith(`${IDENTITY_HINT_COOKIE}=`));
  if (!response.ok || !hint) {
    throw new Error(
      `The bench's session was not signed in (${response.status}): run the bench again to seed it.`,
    );
  }
  return { cookie: `${session}; ${hint.split(";")[0]}`, session };
}
