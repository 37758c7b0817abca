// Decision 024: each request reads through a D1 session (read replicas), started from the
// person's bookmark cookie, which the Worker sets after a request that wrote. Here the local D1
// (which implements the Sessions API) is watched to see which bookmark each request started from.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, readCookie } from "../../worker/http/cookies";
import { person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

/** The real D1, noting the constraint or bookmark each request's session starts from. */
function watchedD1(binding: D1Database = env.DB) {
  const sessionsFrom: (string | undefined)[] = [];
  const db = new Proxy(binding, {
    get(target, property, receiver) {
      if (property === "withSession")
        return (from?: string) => {
          sessionsFrom.push(from);
          return target.withSession(from);
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, sessionsFrom };
}

/** The bookmark a response sets, if any. */
function bookmarkSet(response: Response): string | null {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  return setCookie ? readCookie(setCookie.split(";")[0], BOOKMARK_COOKIE) : null;
}

describe("a person reads their own writes through read replicas", () => {
  it("a write sets the bookmark cookie, and the person's next read starts from it", async () => {
    const { cookie } = await person();
    const { db, sessionsFrom } = watchedD1();

    const saved = await fetchWorker("PUT", "/api/profile", {
      cookie,
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ firstName: "Grace", lastName: "Hopper" }),
      bindings: { DB: db },
    });
    expect(saved.status).toBe(200);
    // Without a bookmark the write's session may start anywhere: D1 sends the write to the primary.
    expect(sessionsFrom).toEqual(["first-unconstrained"]);
    const bookmark = bookmarkSet(saved);
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    const setCookie = saved.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");

    const read = await fetchWorker("GET", "/api/auth/user", {
      cookie: `${cookie}; ${BOOKMARK_COOKIE}=${bookmark}`,
      bindings: { DB: db },
    });
    expect(await read.json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    expect(sessionsFrom).toEqual(["first-unconstrained", bookmark]);
    // A read leaves the bookmark as it was: no cookie on answers to reads.
    expect(bookmarkSet(read)).toBeNull();
  });

  it("keeps a bookmark for each company database: a person on the second reads their own writes there", async () => {
    const { cookie } = await person({ role: "company_admin", databaseNumber: 2 });
    const first = watchedD1();
    const second = watchedD1(env.COMPANY_DB_2);
    const bindings = { DB: first.db, COMPANY_DB_2: second.db };

    // Their name is the directory's (DB); its copy beside their company's rows is the second database's.
    const saved = await fetchWorker("PUT", "/api/profile", {
      cookie,
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ firstName: "Grace", lastName: "Hopper" }),
      bindings,
    });
    expect(saved.status).toBe(200);
    const [directoryBookmark, companyBookmark, ...rest] = bookmarkSet(saved)!.split(",");
    expect(
      [directoryBookmark, companyBookmark].every((b) =>
        /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/.test(b!),
      ),
    ).toBe(true);
    expect(rest).toEqual([]);

    const read = await fetchWorker("GET", "/api/documents", {
      cookie: `${cookie}; ${BOOKMARK_COOKIE}=${directoryBookmark},${companyBookmark}`,
      bindings,
    });
    expect(read.status).toBe(200);
    expect(first.sessionsFrom.at(-1)).toBe(directoryBookmark);
    expect(second.sessionsFrom.at(-1)).toBe(companyBookmark);
  });

  it("a page view that only reads sets no bookmark", async () => {
    const { cookie } = await person();
    const view = await fetchWorker("GET", "/documents", { cookie });
    expect(view.status).toBe(200);
    expect(bookmarkSet(view)).toBeNull();
  });

  it("a bookmark cookie that is not a D1 bookmark is ignored: the request reads from any replica", async () => {
    const { cookie } = await person();
    const { db, sessionsFrom } = watchedD1();
    const res = await fetchWorker("GET", "/api/auth/user", {
      cookie: `${cookie}; ${BOOKMARK_COOKIE}=first-primary`,
      bindings: { DB: db },
    });
    expect(res.status).toBe(200);
    expect(sessionsFrom).toEqual(["first-unconstrained"]);
  });

  it("what counts is writing, not the method: signing out is a GET that deletes the session, and sets a bookmark", async () => {
    const { cookie } = await person();
    const res = await fetchWorker("GET", "/api/force-logout", {
      cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(302);
    expect(bookmarkSet(res)).not.toBeNull();
  });
});
