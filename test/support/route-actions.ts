import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { FormResult } from "../../remix-app/lib/form-result";
import { companies, companySettings, users } from "../../worker/db/schema";
import { toSessionUser } from "../../worker/domain/auth/find-session-user";
import { APP_ORIGIN, domain, type Person } from "./fixtures";

// Calling a Remix route's action as the Worker does for a signed-in person's form post
// (decision 026): the load context, the form, and the answer's status and FormResult.

/** The load context the Worker hands Remix for this person's request. */
export async function contextOf(who: Person): Promise<AppLoadContext> {
  const [row] = await domain()
    .db.select({ user: users, company: companies, settings: companySettings })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(users.id, who.user.id));
  return {
    appEnv: "test",
    appOrigin: APP_ORIGIN,
    domain: domain(),
    session: toSessionUser(row!.user, row!.company, row!.settings),
    checkRateLimit: async () => null,
    // The library's actions read nothing of the running Worker (Platform Settings does).
    runtime: {
      systemProbes: () => [],
      securityFacts: () => {
        throw new Error("not read by these actions");
      },
      deployment: () => {
        throw new Error("not read by these actions");
      },
    },
    waitUntil: () => {},
  };
}

export interface Answer<T> {
  status: number;
  body: FormResult<T>;
}

/** What Remix sends for an action's `data(...)` answer: its status and the FormResult. */
export function answerOf<T>(answer: unknown): Answer<T> {
  const { init, data } = answer as { init: ResponseInit | null; data: FormResult<T> };
  return { status: init?.status ?? 200, body: data };
}

/** A form's fields; a list is a field sent once per value (checkboxes of one name). */
export type FormFields = Record<string, string | number | readonly string[]>;

/** A form posted to `path`, as a browser sends it. */
export const post = (path: string, fields: FormFields) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === "object" ? value : [value]) body.append(name, String(one));
  return new Request(`${APP_ORIGIN}${path}`, { method: "POST", body });
};
