import { describe, expect, it } from "vitest";
import { bearerToken, SERVICE_NOT_CONFIGURED_MESSAGE, sameSecret } from "../../worker/api/service-credential";
import { SERVICE_CREDENTIAL_MESSAGE } from "../../worker/domain/access/access-rule";
import { callApi, person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";
import { callService, SERVICE_TOKEN, slackCompany, withServiceToken } from "./slack-support";

// The Slack bot's service credential (decision 017): a bearer secret, accepted on the service
// routes only, never a cookie; the Origin check does not apply to those routes.

describe("the service credential", () => {
  it("a service route refuses a call without the bearer, or with a wrong one, with 401", async () => {
    const { teamId } = await slackCompany("Bearer Co");
    for (const token of [null, "wrong", `${SERVICE_TOKEN}x`, SERVICE_TOKEN.slice(0, -1), ""]) {
      const res = await callService("/api/slack/authorize", { teamId }, { token });
      expect(res.status, String(token)).toBe(401);
      const body = (await res.json()) as { code: string; message: string };
      expect(body).toEqual({ code: "unauthenticated", message: SERVICE_CREDENTIAL_MESSAGE });
      expect(JSON.stringify(body)).not.toContain("xoxb-");
    }
    // Another scheme with the right secret is not a bearer credential.
    const basic = await callApi("POST", "/api/slack/authorize", {
      body: { teamId },
      headers: { authorization: `Basic ${SERVICE_TOKEN}` },
      bindings: withServiceToken,
    });
    expect(basic.status).toBe(401);
    const ok = await callService("/api/slack/authorize", { teamId });
    expect(ok.status).toBe(200);
  });

  it("a session cookie does not open a service route, not even an admin's of the company", async () => {
    const { company, teamId } = await slackCompany("Cookie Co");
    const admin = await person({ company, role: "company_admin" });
    const res = await callApi("POST", "/api/slack/authorize", {
      cookie: admin.cookie,
      body: { teamId },
      bindings: withServiceToken,
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain("xoxb-");
  });

  it("the bearer opens no other route: there it counts as no credential at all", async () => {
    const headers = { authorization: `Bearer ${SERVICE_TOKEN}` };
    for (const [method, path] of [
      ["GET", "/api/auth/user"],
      ["GET", "/api/documents"],
      ["GET", "/api/chat/history"],
      ["GET", "/api/admin/company-settings"],
    ] as const) {
      const res = await callApi(method, path, { headers, bindings: withServiceToken });
      expect(res.status, path).toBe(401);
    }
    const chat = await callApi("POST", "/api/chat", {
      headers,
      body: { message: "What is the leave policy?" },
      bindings: withServiceToken,
    });
    expect(chat.status).toBe(401);
  });

  it("without SLACK_SERVICE_TOKEN configured the service routes answer 503, saying what to set", async () => {
    const res = await callService(
      "/api/slack/authorize",
      { teamId: "T0NOTHING1" },
      {
        bindings: { SLACK_SERVICE_TOKEN: undefined },
      },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: "misconfigured", message: SERVICE_NOT_CONFIGURED_MESSAGE });
  });

  it("service routes are exempt from the browser Origin check, other routes are not (through the whole Worker)", async () => {
    const { teamId } = await slackCompany("Origin Co");
    const json = { "content-type": "application/json" };
    const crossSite = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
    const service = await fetchWorker("POST", "/api/slack/authorize", {
      headers: { ...json, ...crossSite, authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({ teamId }),
      bindings: withServiceToken,
    });
    expect(service.status).toBe(200);
    // A cross-site write to a person's route is still refused, bearer or not.
    const someone = await person();
    const other = await fetchWorker("POST", "/api/chat", {
      cookie: someone.cookie,
      headers: { ...json, ...crossSite, authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({ message: "Hello?" }),
      bindings: withServiceToken,
    });
    expect(other.status).toBe(403);
    // The bot sends no Origin at all: also fine.
    const plain = await fetchWorker("POST", "/api/slack/authorize", {
      headers: { ...json, authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({ teamId }),
      bindings: withServiceToken,
    });
    expect(plain.status).toBe(200);
  });

  it("the OpenAPI document declares the bearer scheme on the service routes and only there", async () => {
    const res = await callApi("GET", "/api/openapi.json");
    const doc = (await res.json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    expect(doc.components.securitySchemes.slackServiceToken).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const withBearer = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.values(operations).some((op) => JSON.stringify(op.security).includes("slackServiceToken"))
        ? [path]
        : [],
    );
    expect(withBearer.sort()).toEqual([
      "/api/slack/acknowledgements",
      "/api/slack/ask",
      "/api/slack/authorize",
      "/api/slack/feedback",
      "/api/slack/to-read",
    ]);
  });
});

describe("sameSecret (constant-time comparison)", () => {
  it("is true for the same secret only, whatever the lengths", async () => {
    expect(await sameSecret(SERVICE_TOKEN, SERVICE_TOKEN)).toBe(true);
    expect(await sameSecret(`${SERVICE_TOKEN}`, String(SERVICE_TOKEN))).toBe(true);
    for (const other of [
      "",
      "a",
      SERVICE_TOKEN.slice(0, -1),
      `${SERVICE_TOKEN}a`,
      SERVICE_TOKEN.toUpperCase(),
    ])
      expect(await sameSecret(other, SERVICE_TOKEN), other).toBe(false);
    expect(await sameSecret("é", "e")).toBe(false);
  });

  it("reads a bearer token from the Authorization header only in the Bearer form", () => {
    expect(bearerToken(`Bearer ${SERVICE_TOKEN}`)).toBe(SERVICE_TOKEN);
    expect(bearerToken(`bearer ${SERVICE_TOKEN}`)).toBe(SERVICE_TOKEN);
    for (const header of [undefined, null, "", "Bearer", "Bearer ", `Basic ${SERVICE_TOKEN}`, "Bearer a b"])
      expect(bearerToken(header), String(header)).toBeNull();
  });
});
