import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { FormResult } from "../../remix-app/lib/form-result";
import { companies, companySettings, users } from "../../worker/db/schema";
import { toSessionUser } from "../../worker/domain/auth/find-session-user";
import { APP_ORIGIN, domain, type Person } from "./fixtures";

/** The load context the Worker hands Remix for this person's request (no rate limit reached). */
export async function routeContextOf(who: Person): Promise<AppLoadContext> {
  const [row] = await domain()
    .companyDb.select({ user: users, company: companies, settings: companySettings })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(users.id, who.user.id));
  return {
    appEnv: "test",
    appOrigin: APP_ORIGIN,
    passwordResetUrl: `${APP_ORIGIN}/reset`,
    salesEmail: "sales@charterly.test",
    requested: { method: "GET", pagePath: "/" },
    domain: domain(),
    session: toSessionUser(row!.user, row!.company, row!.settings),
    sessionToken: null,
    countOperation: async () => null,
    runtime: {
      systemProbes: () => [],
      securityFacts: () => {
        throw new Error("not read by this route");
      },
      scheduledJobs: () => [],
      deployment: () => {
        throw new Error("not read by this route");
      },
    },
    waitUntil: () => {},
  };
}

/** A form's fields; a list is a field sent once per value (checkboxes of one name). */
export type FormFields = Record<string, string | number | readonly string[]>;

/** A form posted to a route. */
export function formPost(path: string, fields: FormFields): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === "object" ? value : [value]) body.append(name, String(one));
  return new Request(`${APP_ORIGIN}${path}`, { method: "POST", body });
}

/** What Remix sends for an action's `data(...)` answer: its status and the FormResult. */
export function formAnswerOf<T>(answer: unknown): { status: number; body: FormResult<T> } {
  const { init, data } = answer as { init: ResponseInit | null; data: FormResult<T> };
  return { status: init?.status ?? 200, body: data };
}
