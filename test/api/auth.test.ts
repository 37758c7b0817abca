import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../worker/db/schema";
import { SESSION_IDLE_TIMEOUT_MS } from "../../worker/domain/auth/session-policy";
import { hashToken } from "../../worker/domain/auth/session-token";
import { callApi, domain, person, sessionsOf } from "../support/fixtures";

describe("GET /api/auth/user", () => {
  it("answers 401 with a message to a visitor", async () => {
    const res = await callApi("GET", "/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: "unauthenticated",
      message: expect.stringContaining("logged out"),
    });
  });

  it("returns the signed-in person with their company's tier", async () => {
    const { company, user, cookie } = await person({
      tier: "per_document",
      companyName: "Acme Ltd",
      role: "admin",
      email: "jo@acme.test",
    });
    const res = await callApi("GET", "/api/auth/user", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: user.id,
      email: "jo@acme.test",
      role: "admin",
      subscriptionTier: "per_document",
      companyId: company.id,
      companyName: "Acme Ltd",
      emailVerified: true,
      firstName: "Test",
    });
  });
});

describe("sessions", () => {
  it("signing out ends the session on the server: the old cookie no longer works", async () => {
    const { cookie } = await person();
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);

    const logout = await callApi("GET", "/api/force-logout", {
      cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/login?forced_logout=1");
    expect(logout.headers.get("set-cookie")).toMatch(/charterly_session=;.*Max-Age=0/);

    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("signing out through a link from another site asks first: the session lives until the person confirms", async () => {
    const { cookie } = await person();
    for (const fetchSite of ["cross-site", "same-site", undefined]) {
      const headers: Record<string, string> = fetchSite ? { "sec-fetch-site": fetchSite } : {};
      const page = await callApi("GET", "/api/force-logout", { cookie, headers });
      expect(page.status, String(fetchSite)).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.headers.get("set-cookie")).toBeNull();
      const html = await page.text();
      expect(html).toContain("<h1>Sign out?</h1>");
      expect(html).toContain('<form method="post" action="/api/force-logout">');
      expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);
    }
    // A typed-in address (Sec-Fetch-Site: none) is the person's own navigation.
    const typed = await callApi("GET", "/api/force-logout", {
      cookie,
      headers: { "sec-fetch-site": "none" },
    });
    expect(typed.status).toBe(302);
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("the 'Sign out?' button signs out from the app's own origin; another site's post is refused", async () => {
    const { cookie } = await person();
    const forged = await callApi("POST", "/api/force-logout", {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);

    const confirmed = await callApi("POST", "/api/force-logout", { cookie });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/login?forced_logout=1");
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("a session idle for longer than the idle timeout is refused and removed", async () => {
    const { cookie } = await person();
    const id = await hashToken(cookie.split("=")[1]!);
    await domain()
      .companyDb.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000) })
      .where(eq(sessions.id, id));
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect(await domain().companyDb.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
  });

  it("a session past its absolute expiry is refused even if used recently", async () => {
    const { cookie } = await person();
    const id = await hashToken(cookie.split("=")[1]!);
    await domain()
      .companyDb.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, id));
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("stores only a hash of the cookie's token", async () => {
    const { user, cookie } = await person();
    const token = cookie.split("=")[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const rows = await sessionsOf(user.id);
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows.map((r) => r.id)).toContain(await hashToken(token));
  });
});

describe("cross-site protection", () => {
  it("refuses a state-changing request from another origin and lets the app's own through", async () => {
    const foreign = await callApi("POST", "/api/health", { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      code: "forbidden",
      message: "Cross-site requests are not allowed.",
    });
    const own = await callApi("POST", "/api/health", { headers: { origin: "http://localhost" } });
    expect(own.status).toBe(404);
  });

  it("refuses a cross-site browser request that carries no Origin", async () => {
    const res = await callApi("DELETE", "/api/health", {
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });
});

describe("sign-in endpoints", () => {
  it("sends a callback without the pending sign-in cookie back to /login with an explanation", async () => {
    const res = await callApi("GET", "/api/auth/callback?code=abc&state=xyz");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?error=expired");
  });

  it("tells the person when the identity provider cannot be reached", async () => {
    const res = await callApi("GET", "/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?error=unavailable");
  });
});
