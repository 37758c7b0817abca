import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { createDocument } from "../support/fixtures";
import { callService, slackCompany } from "./slack-support";

// Whatever the bot (or anyone holding its credential) sends, a service route answers a 4xx
// `{ code, message }` or its answer — never a 5xx. Bodies start from a valid call for a real company
// (so most reach the operation) and get one field replaced by anything, or are anything at all.

const serviceRoutes = listRoutes(createApiApp()).filter((r) => r.meta?.access.kind === "service");

describe("service routes and malformed bodies", () => {
  it("answer 2xx or a 4xx { code, message }, never a 5xx", async () => {
    expect(serviceRoutes.map((r) => r.path).sort()).toEqual([
      "/api/slack/acknowledgements",
      "/api/slack/ask",
      "/api/slack/authorize",
      "/api/slack/feedback",
      "/api/slack/to-read",
    ]);
    const { company, teamId, channelId } = await slackCompany("Fuzz Co");
    const documentId = await createDocument(company.id, { status: "approved" });
    const failures: string[] = [];
    for (const route of serviceRoutes) {
      const valid: Record<string, unknown> = {
        ...(route.meta!.example as Record<string, unknown>),
        teamId,
        channelId,
        ...("documentId" in (route.meta!.example as object) ? { documentId } : {}),
      };
      const fields = Object.keys(valid);
      const body = fc.oneof(
        fc.anything(),
        fc
          .tuple(fc.constantFrom(...fields), fc.anything())
          .map(([field, value]) => ({ ...valid, [field]: value })),
        fc.constantFrom(...fields).map((field) => {
          const { [field]: _removed, ...rest } = valid;
          return rest;
        }),
      );
      await fc.assert(
        fc.asyncProperty(body, async (sent) => {
          const res = await callService(route.path, sent);
          const text = await res.text();
          if (res.status >= 500) failures.push(`${route.path} ${res.status} for ${JSON.stringify(sent)}`);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
            if (typeof parsed.code !== "string" || typeof parsed.message !== "string")
              failures.push(`${route.path} ${res.status} without { code, message }: ${text.slice(0, 200)}`);
          }
        }),
        { numRuns: 40, seed: 20261125 },
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
