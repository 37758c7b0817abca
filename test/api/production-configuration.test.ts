import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { APP_URL_REQUIRED_MESSAGE, ConfigurationError, type Env, readConfig } from "../../worker/env";
import { uniqueSuffix } from "../support/factories";
import { APP_ORIGIN, callApi, domain, fetchApi, person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

// The tests' fake Salesforce allowance is refused in production (worker/env.ts): not set there.
const production: Partial<Env> = {
  APP_ENV: "production",
  APP_URL: undefined,
  SALESFORCE_TEST_URL: undefined,
};

describe("production configuration fails closed", () => {
  it("refuses to run in production without APP_URL, naming the setting", () => {
    expect(() => readConfig({ ...env, ...production })).toThrow(ConfigurationError);
    expect(() => readConfig({ ...env, ...production })).toThrow(
      /APP_URL is required when APP_ENV is production/,
    );
    expect(() => readConfig({ ...env, ...production, APP_URL: "" })).toThrow(/APP_URL/);
    expect(readConfig({ ...env, ...production, APP_URL: "https://charterly.example" }).APP_URL).toBe(
      "https://charterly.example",
    );
    // Local and test runs may leave it unset: the request's origin is used.
    expect(readConfig({ ...env, APP_ENV: "test", APP_URL: undefined }).APP_URL).toBeUndefined();
  });

  it("the Worker serves neither pages nor the API until APP_URL is set, and says so", async () => {
    for (const path of ["/", "/documents", "/api/health", "/api/templates"]) {
      const res = await fetchWorker("GET", path, { bindings: production });
      expect(res.status, path).toBe(503);
      expect(await res.json(), path).toMatchObject({
        code: "misconfigured",
        message: expect.stringContaining("APP_URL"),
      });
    }
    const configured = await fetchWorker("GET", "/api/health", {
      bindings: { ...production, APP_URL: APP_ORIGIN },
    });
    expect(configured.status).toBe(200);
  });

  it("answers sign-in with a 500 naming APP_URL instead of redirecting through the request's Host", async () => {
    const res = await fetchApi(
      new Request("https://attacker.example/api/login", { redirect: "manual" }),
      production,
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      code: "internal",
      message: expect.stringContaining(APP_URL_REQUIRED_MESSAGE),
    });
    expect(res.headers.get("location")).toBeNull();
  });

  it("sends no verification link built from the request's Host", async () => {
    const { cookie } = await person();
    const newEmail = `host-${uniqueSuffix()}@example.test`;
    const res = await callApi("POST", "/api/auth/request-email-change", {
      cookie,
      body: { newEmail },
      bindings: production,
    });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toContain("APP_URL");
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newEmail)),
    ).toEqual([]);
  });
});
