import type { Role, Tier } from "@charterly/domain/contract";
import type { DomainContext, SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { requirePageAccess } from "./page-guard.server";
import { getSessionUser } from "./session.server";

function sessionOf(role: Role, tier: Tier): SessionUser {
  return {
    actor: {
      userId: 1,
      companyId: 2,
      role,
      tier,
      email: "ada@example.test",
      displayName: "Ada",
      features: { aiAssistant: true, documentImport: true, emailService: true, slack: false },
    },
    user: {
      id: 1,
      firstName: "Ada",
      lastName: null,
      email: "ada@example.test",
      role,
      subscriptionTier: tier,
      companyId: 2,
      companyName: "Acme",
      emailVerified: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      profileImageUrl: null,
    },
    companyDatabase: 1,
  };
}

const contextWith = (
  session: SessionUser | null,
  sessionFailure?: unknown,
  requested: AppLoadContext["requested"] = { method: "GET", pagePath: "/" },
): AppLoadContext => ({
  appEnv: "test",
  requested,
  appOrigin: "https://charterly.example",
  passwordResetUrl: "https://id.charterly.example/reset",
  salesEmail: "sales@charterly.example",
  countOperation: async () => null,
  domain: {} as DomainContext,
  runtime: {} as AppLoadContext["runtime"],
  session,
  sessionToken: null,
  sessionFailure,
  waitUntil: () => {},
});

/** Where a loader sends the person, or null when it lets them in. */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get("location");
  }
}

/** What a loader threw, or null when it let the person in. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe("signed-in pages", () => {
  it("send a write whose session has ended to sign in and back to its page, the whole document, not an error in the tab", () => {
    const write = { method: "POST", pagePath: "/admin/settings" };
    for (const permission of [undefined, "admin.panel.open", "platform.settings"] as const) {
      const thrown = thrownBy(() => requirePageAccess(contextWith(null, undefined, write), permission));
      expect(thrown, String(permission)).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("location")).toBe("/api/login?returnTo=%2Fadmin%2Fsettings");
      expect((thrown as Response).headers.get("x-remix-reload-document")).toBe("true");
    }
  });

  it("answer a signed-out visitor 401, for the signed-out notice and sign-in through /api/login (not a redirect to /login)", () => {
    for (const permission of [undefined, "admin.panel.open", "platform.settings"] as const) {
      const thrown = thrownBy(() => requirePageAccess(contextWith(null), permission));
      expect(thrown, String(permission)).toBeInstanceOf(Response);
      expect((thrown as Response).status, String(permission)).toBe(401);
      expect((thrown as Response).headers.get("location"), String(permission)).toBeNull();
    }
  });

  it("let a signed-in person in and hand the loader their session", () => {
    const session = sessionOf("user", "enterprise");
    expect(requirePageAccess(contextWith(session))).toBe(session);
  });

  it("send a person without the page's permission to the dashboard, which explains", () => {
    const user = contextWith(sessionOf("user", "enterprise"));
    expect(redirectOf(() => requirePageAccess(user, "admin.panel.open"))).toBe("/?denied=admin");
    const admin = contextWith(sessionOf("company_admin", "enterprise"));
    expect(redirectOf(() => requirePageAccess(admin, "platform.customers"))).toBe("/?denied=customers");
    expect(redirectOf(() => requirePageAccess(admin, "platform.settings"))).toBe("/?denied=platform");
  });

  it("open the platform pages to the platform admin", () => {
    const platformAdmin = contextWith(sessionOf("platform_admin", "system_admin"));
    expect(redirectOf(() => requirePageAccess(platformAdmin, "platform.customers"))).toBeNull();
  });
});

describe("the session a page reads", () => {
  it("is the one the Worker looked up for this request", () => {
    const session = sessionOf("admin", "per_document");
    expect(getSessionUser(contextWith(session))).toBe(session);
    expect(getSessionUser(contextWith(null))).toBeNull();
  });

  it("shows the error page (the failure is thrown) when it could not be looked up", () => {
    const failure = new Error("D1 is unavailable");
    expect(() => getSessionUser(contextWith(null, failure))).toThrow(failure);
  });
});
