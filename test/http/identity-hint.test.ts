// Decision 024: the session lookup rides with a read's first query. A signed-in browser keeps an
// identity hint (a cookie signed for its session); a GET carrying it is answered with the hinted
// person's rights while the lookup goes out alongside, and the answer is kept only when the lookup
// confirms exactly that person. Here: what a person notices — their reads take one round trip, and a
// lowered role, a session signed out elsewhere, a removal or a forged hint never reads with rights
// the person no longer has.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../worker/db/schema";
import { IDENTITY_HINT_COOKIE, signIdentityHint } from "../../worker/http/identity-hint";
import { domain, person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

const ADMIN_ONLY_READ = "/api/admin/company-users";

/** The identity hint a response sets (`name=value`), "" when it clears it, null when it leaves it. */
function hintSet(response: Response): string | null {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${IDENTITY_HINT_COOKIE}=`));
  if (!setCookie) return null;
  return setCookie.includes("Max-Age=0") ? "" : setCookie.split(";")[0]!;
}

/** Sequential D1 round trips of the answer (the Worker's Server-Timing in test runs). */
function roundTrips(response: Response): number {
  const timing = /d1;desc="(\d+) sequential/.exec(response.headers.get("server-timing") ?? "");
  return Number(timing?.[1]);
}

/** A signed-in person whose browser has been given its hint (by a first read). */
async function signedInWithHint(role: "user" | "company_admin" = "company_admin") {
  const someone = await person({ role });
  const first = await fetchWorker("GET", "/api/auth/user", { cookie: someone.cookie });
  expect(first.status).toBe(200);
  // Without a hint the session is looked up first: two steps, and the answer brings the hint.
  const hint = hintSet(first);
  expect(hint).toMatch(new RegExp(`^${IDENTITY_HINT_COOKIE}=`));
  const setCookie = first.headers.getSetCookie().find((c) => c.startsWith(`${IDENTITY_HINT_COOKIE}=`))!;
  expect(setCookie).toContain("HttpOnly");
  expect(setCookie).toContain("Secure");
  return { ...someone, browser: `${someone.cookie}; ${hint}` };
}

describe("a signed-in read with an identity hint", () => {
  it("takes one round trip: the session lookup goes out with the read", async () => {
    const admin = await signedInWithHint();
    const read = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: admin.browser });
    expect(read.status).toBe(200);
    expect(roundTrips(read)).toBe(1);
    // The hint is still current: nothing to set again.
    expect(hintSet(read)).toBeNull();

    const page = await fetchWorker("GET", "/documents", { cookie: admin.browser });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(admin.user.email);
    expect(roundTrips(page)).toBe(1);
  });

  it("a person whose role was lowered is refused on the very next read, and given a new hint", async () => {
    const admin = await signedInWithHint();
    await domain().companyDb.update(users).set({ role: "user" }).where(eq(users.id, admin.user.id));

    const read = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: admin.browser });
    expect(read.status).toBe(403);
    const newHint = hintSet(read);
    expect(newHint).toMatch(new RegExp(`^${IDENTITY_HINT_COOKIE}=`));

    const me = await fetchWorker("GET", "/api/auth/user", { cookie: `${admin.cookie}; ${newHint}` });
    expect(await me.json()).toMatchObject({ role: "user" });
    expect(roundTrips(me)).toBe(1);
  });

  it("a session signed out elsewhere answers 401 on the next read and page, and the hint is cleared", async () => {
    const admin = await signedInWithHint();
    await domain().companyDb.delete(sessions).where(eq(sessions.userId, admin.user.id));

    const read = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: admin.browser });
    expect(read.status).toBe(401);
    expect(hintSet(read)).toBe("");
    const page = await fetchWorker("GET", "/documents", { cookie: admin.browser });
    expect(page.status).toBe(401);
    expect(await page.text()).not.toContain(admin.user.email);
  });

  it("a person removed from the company answers 401 on the next read", async () => {
    const admin = await signedInWithHint();
    await domain()
      .companyDb.update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, admin.user.id));

    const read = await fetchWorker("GET", "/api/documents", { cookie: admin.browser });
    expect(read.status).toBe(401);
    expect(hintSet(read)).toBe("");
  });

  it("a page shows what the lookup confirms, not what the hint remembered", async () => {
    const someone = await signedInWithHint("user");
    await domain()
      .companyDb.update(users)
      .set({ email: "renamed@example.com" })
      .where(eq(users.id, someone.user.id));

    const page = await fetchWorker("GET", "/documents", { cookie: someone.browser });
    const html = await page.text();
    expect(html).toContain("renamed@example.com");
    expect(html).not.toContain(someone.user.email);
  });

  it("a stale hint costs one step more: the answer given on its word is thrown away, the read runs again", async () => {
    const someone = await signedInWithHint("user");
    await domain().companyDb.update(users).set({ firstName: "Renamed" }).where(eq(users.id, someone.user.id));

    const read = await fetchWorker("GET", "/api/documents", { cookie: someone.browser });
    expect(read.status).toBe(200);
    expect(roundTrips(read)).toBe(2);
    const me = await fetchWorker("GET", "/api/auth/user", { cookie: `${someone.cookie}; ${hintSet(read)}` });
    expect(await me.json()).toMatchObject({ firstName: "Renamed" });
    expect(roundTrips(me)).toBe(1);
  });
});

describe("a hint the Worker did not sign for this session changes nothing but the cost", () => {
  it("another person's hint next to one's own session cookie: one's own rights, the session looked up first", async () => {
    const admin = await signedInWithHint();
    const member = await person({ role: "user", company: admin.company });
    const adminHint = admin.browser.split("; ")[1]!;

    const refused = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: `${member.cookie}; ${adminHint}` });
    expect(refused.status).toBe(403);
    // The member's own hint replaces it.
    expect(hintSet(refused)).not.toBe(adminHint);
    // An admitted read with it: the session first, then the read.
    const read = await fetchWorker("GET", "/api/documents", { cookie: `${member.cookie}; ${adminHint}` });
    expect(read.status).toBe(200);
    expect(roundTrips(read)).toBe(2);
  });

  it("a hint naming a company admin, signed with another key, is ignored", async () => {
    const member = await person({ role: "user" });
    const token = member.cookie.split("=")[1]!;
    const claimed = {
      actor: { ...member.actor, role: "company_admin" as const },
      user: { id: member.user.id, role: "company_admin" as const },
    };
    const forged = await signIdentityHint(
      "not-the-workers-key-0123456789abcdef0123",
      token,
      claimed as unknown as Parameters<typeof signIdentityHint>[2],
    );

    const browser = `${member.cookie}; ${IDENTITY_HINT_COOKIE}=${forged}`;
    const refused = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: browser });
    expect(refused.status).toBe(403);
    const read = await fetchWorker("GET", "/api/documents", { cookie: browser });
    expect(read.status).toBe(200);
    expect(roundTrips(read)).toBe(2);
  });

  it("without a key no hint is given: reads look the session up first, as before", async () => {
    const admin = await person({ role: "company_admin" });
    const noKey = { IDENTITY_HINT_KEY: undefined };
    const first = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: admin.cookie, bindings: noKey });
    expect(first.status).toBe(200);
    expect(hintSet(first)).toBeNull();
    expect(roundTrips(first)).toBe(2);
    // A hint given while there was a key is not honoured without one.
    const withHint = await signedInWithHint();
    const read = await fetchWorker("GET", ADMIN_ONLY_READ, { cookie: withHint.browser, bindings: noKey });
    expect(read.status).toBe(200);
    expect(roundTrips(read)).toBe(2);
    expect(env.IDENTITY_HINT_KEY).toBeTruthy();
  });
});
