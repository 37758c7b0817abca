// Decision 018: the rate limits, declared with the routes (like access) and enforced with Cloudflare's
// rate-limiting bindings: the declarations, the bindings wrangler.toml declares for them, and what a
// caller over a limit gets (a 429 with Retry-After and a message) while somebody else is unaffected.
import { env } from "cloudflare:workers";
import {
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitName,
  rateLimitBinding,
  rateLimitedMessage,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { clientAddress, rateLimitKey } from "../../worker/http/rate-limit";
import wranglerToml from "../../wrangler.toml?raw";
import { person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

/** Every limited route and its limit: a new limit, or a limit gone, shows here. */
const EXPECTED: Record<string, RateLimitName> = {
  "GET /api/login": "sign-in",
  "GET /api/auth/callback": "sign-in",
  "POST /api/documents/generate": "generation",
  "POST /api/chat": "assistant",
  "POST /api/chat/stream": "assistant",
  "POST /api/documents/import": "upload",
  "POST /api/admin/knowledge-base/upload": "upload",
  "POST /api/enterprise-inquiry": "enterprise-inquiry",
  "POST /api/auth/request-email-change": "email-change",
  "POST /api/admin/company-users/invite": "team-mail",
  "POST /api/admin/invitations/:invitationId/resend": "team-mail",
  "POST /api/admin/users/:userId/reset-password": "team-mail",
  "POST /api/admin/users/:userId/resend-verification": "team-mail",
  "POST /api/admin/customers/:userId/reset-password": "team-mail",
  "POST /api/admin/customers/:userId/resend-verification": "team-mail",
  // A domain's confirmation link (decision 021): mail to the domain's role address.
  "POST /api/admin/company-settings/domains/:claimId/email": "team-mail",
  "POST /api/tokens/request": "token-request",
  "POST /api/tokens/requests": "token-request",
  // Counted per Slack user of the workspace (rateLimitPer), not per the bot's address.
  "POST /api/slack/ask": "assistant",
};

describe("rate limits are declared with the routes", () => {
  const routes = listRoutes(createApiApp());

  it("the limited routes are exactly the expected ones", () => {
    const declared = Object.fromEntries(
      routes.filter((r) => r.meta?.rateLimit).map((r) => [`${r.method} ${r.path}`, r.meta!.rateLimit]),
    );
    expect(declared).toEqual(EXPECTED);
    // Every limit is used by some route, or by /scim/v2 (outside the API: worker/http/scim/scim-app.ts).
    expect(new Set([...Object.values(declared), "scim"])).toEqual(new Set(RATE_LIMIT_NAMES));
  });

  it("wrangler.toml declares each limit's binding, locally and in production, with the contract's numbers", () => {
    const blocks = [...wranglerToml.matchAll(/\[\[(env\.production\.)?ratelimits\]\]\s*\n([^[]*)/g)].map(
      ([, production, body = ""]) => ({
        env: production ? "production" : "local",
        name: /name\s*=\s*"([^"]+)"/.exec(body)?.[1],
        namespace: /namespace_id\s*=\s*"(\d+)"/.exec(body)?.[1],
        limit: Number(/limit\s*=\s*(\d+)/.exec(body)?.[1]),
        period: Number(/period\s*=\s*(\d+)/.exec(body)?.[1]),
      }),
    );
    for (const environment of ["local", "production"]) {
      const declared = blocks.filter((b) => b.env === environment);
      expect(declared.map((b) => b.name).sort(), environment).toEqual(
        RATE_LIMIT_NAMES.map(rateLimitBinding).sort(),
      );
      expect(new Set(declared.map((b) => b.namespace)).size, `${environment}: unique namespaces`).toBe(
        declared.length,
      );
      for (const name of RATE_LIMIT_NAMES) {
        const block = declared.find((b) => b.name === rateLimitBinding(name));
        expect({ limit: block?.limit, period: block?.period }, `${environment} ${name}`).toEqual({
          limit: RATE_LIMITS[name].limit,
          period: RATE_LIMITS[name].periodSeconds,
        });
      }
    }
  });

  it("the OpenAPI document states each route's limit", async () => {
    const res = await fetchWorker("GET", "/api/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<string, { "x-rate-limit"?: { name: string; limit: number }; responses: object }>
      >;
    };
    for (const [route, name] of Object.entries(EXPECTED)) {
      const [method = "", path = ""] = route.split(" ");
      const operation = doc.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      expect(operation?.["x-rate-limit"], route).toMatchObject({ name, limit: RATE_LIMITS[name].limit });
      expect(operation?.responses, route).toHaveProperty("429");
    }
  });
});

describe("over a limit", () => {
  // The limit's binding replaced by one of 3 a minute (vitest.config.ts), the test's only difference.
  const lowLimit = (name: RateLimitName) => ({ [rateLimitBinding(name)]: env.RATE_LIMIT_TEST_LOW });

  /**
   * Calls until the first 429. The binding counts in windows aligned to the clock: a window may
   * end during the calls, so the 429 comes after 3 to 6 of them.
   */
  async function callUntilLimited(call: () => Promise<Response>) {
    const passed: Response[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call();
      if (res.status === 429) return { limited: res, passed };
      passed.push(res);
    }
    throw new Error("no 429 after 8 calls");
  }

  const inquiry = {
    fullName: "Grace Hopper",
    email: "grace@navy.test",
    company: "Compilers Inc",
    companySize: "201-1000",
    currentTier: "per_document",
    inquiryType: "ai_assistant",
    notes: "",
  };
  const sendInquiry = (cookie: string, address: string) =>
    fetchWorker("POST", "/api/enterprise-inquiry", {
      cookie,
      headers: { "content-type": "application/json", "cf-connecting-ip": address },
      body: JSON.stringify(inquiry),
      bindings: lowLimit("enterprise-inquiry"),
    });

  it("a person gets 429 with Retry-After and the message; another person from the same address does not", async () => {
    const grace = await person({ tier: "per_document" });
    const { limited, passed } = await callUntilLimited(() => sendInquiry(grace.cookie, "198.51.100.1"));
    expect(passed.length).toBeGreaterThanOrEqual(3);
    for (const res of passed) expect(res.status).toBe(200);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toEqual({
      code: "rate_limited",
      message: rateLimitedMessage("enterprise-inquiry"),
    });
    expect(rateLimitedMessage("enterprise-inquiry")).toBe(
      "Too many Enterprise inquiries in a short time. Please wait a minute and try again.",
    );

    const ada = await person({ tier: "per_document" });
    expect((await sendInquiry(ada.cookie, "198.51.100.1")).status).toBe(200);
  });

  it("sign-in is counted per address: the sign-in page says so, another address still signs in", async () => {
    const startSignIn = (address: string) =>
      fetchWorker("GET", "/api/login", {
        headers: { "cf-connecting-ip": address, accept: "text/html" },
        bindings: lowLimit("sign-in"),
      });
    const { limited, passed } = await callUntilLimited(() => startSignIn("203.0.113.9"));
    // The test's identity provider is unreachable: a sign-in start answers its redirect to /login.
    for (const res of passed) expect(res.status).toBe(302);
    expect(limited.headers.get("retry-after")).toBe(String(RATE_LIMITS["sign-in"].periodSeconds));
    expect(limited.headers.get("content-type")).toContain("text/html");
    expect(await limited.text()).toContain(rateLimitedMessage("sign-in"));
    expect(limited.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    expect((await startSignIn("203.0.113.10")).status).toBe(302);
  });
});

describe("who a count belongs to", () => {
  const request = (address?: string) =>
    new Request("http://localhost/", { headers: address ? { "cf-connecting-ip": address } : {} });

  it("a person by user id, an anonymous caller and sign-in by address; an IPv6 address by its /64", () => {
    expect(rateLimitKey("generation", request("198.51.100.7"), 42)).toBe("generation:user:42");
    expect(rateLimitKey("generation", request("198.51.100.7"), null)).toBe("generation:address:198.51.100.7");
    expect(rateLimitKey("sign-in", request("198.51.100.7"), 42)).toBe("sign-in:address:198.51.100.7");
    expect(clientAddress(request("2001:db8:1:2:3:4:5:6"))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(request("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientAddress(request("2001:DB8:1:2::9"))).toBe(clientAddress(request("2001:db8:1:2:ffff::1")));
    // X-Forwarded-For is set by whoever sends the request: never trusted.
    expect(
      clientAddress(new Request("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4" } })),
    ).toBe("unknown");
  });
});
