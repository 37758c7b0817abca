import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDomainContext } from "./domain-context";

describe("createDomainContext", () => {
  it("gives tests and local runs the embedded composer and the local outbox", () => {
    const ctx = createDomainContext(env);
    const model = ctx.textModel;
    expect(typeof model !== "string" && model.modelId).toBe("charterly-embedded-composer");
    expect(ctx.mail.name).toBe("local-outbox");
  });

  it("builds for every request in production without a mail provider; only sending mail fails", () => {
    const ctx = createDomainContext({
      ...env,
      APP_ENV: "production",
      APP_URL: "https://charterly.example",
      SALESFORCE_TEST_URL: undefined,
    });
    expect(ctx.companyDb).toBeDefined();
    expect(() => ctx.mail).toThrow(/MAIL_API_URL is not set/);
  });
});
