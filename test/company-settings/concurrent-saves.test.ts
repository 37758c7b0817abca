// Decision 033: concurrency never surfaces as a 500. Twenty saves of the company settings at once,
// through the API and through the Admin Panel's route action: each is saved, or answered 409 (or
// 503) with a message saying nothing was saved — never "NOT NULL constraint failed:
// batch_guard.held" as a 500 — and the settings stored are one of those sent.
import { SETTINGS_SAVED_MEANWHILE_MESSAGE } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin.settings";
import { companySettings } from "../../worker/db/schema";
import { callApi, domain, person } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";

const SAVES = 20;

const storedOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0];

/** Every answer is a save or a clear refusal that says nothing was saved. */
function expectSavedOrRefused(answers: { status: number; message?: unknown }[]) {
  for (const answer of answers) {
    expect([200, 409, 503], JSON.stringify(answer)).toContain(answer.status);
    if (answer.status !== 200) expect(String(answer.message)).toContain("Nothing was saved");
  }
}

describe("twenty saves of the company settings at once", () => {
  it("through the API: each is saved or a 409/503 saying nothing was saved; one of them is stored", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const sent = Array.from({ length: SAVES }, (_, i) => ({
      maxUsers: 10 + i,
      aiAssistantEnabled: i % 2 === 0,
      emailServiceEnabled: i % 3 === 0,
    }));
    const answers = await Promise.all(
      sent.map(async (body) => {
        const res = await callApi("PUT", "/api/admin/company-settings", { cookie: admin.cookie, body });
        const json = (await res.json()) as { message?: string };
        return { status: res.status, message: json.message };
      }),
    );
    expectSavedOrRefused(answers);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const stored = await storedOf(admin.company.id);
    expect(sent).toContainEqual({
      maxUsers: stored?.maxUsers,
      aiAssistantEnabled: stored?.aiAssistantEnabled,
      emailServiceEnabled: stored?.emailServiceEnabled,
    });
    // A refusal of this kind says so in the settings' own words.
    for (const a of answers) if (a.status === 409) expect(a.message).toBe(SETTINGS_SAVED_MEANWHILE_MESSAGE);
  });

  it("through the route action: the same, as form answers", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const sent = Array.from({ length: SAVES }, (_, i) => ({
      maxUsers: 30 + i,
      aiAssistantEnabled: i % 2 === 0,
    }));
    const answers = await Promise.all(
      sent.map(async ({ maxUsers, aiAssistantEnabled }) => {
        const answer = await postForm(action, "/admin/settings", admin.cookie, {
          intent: "save-settings",
          set: ["maxUsers", "aiAssistantEnabled"],
          maxUsers: String(maxUsers),
          aiAssistantEnabled: String(aiAssistantEnabled),
        });
        return { status: answer.status, message: answer.body.ok ? undefined : answer.body.message };
      }),
    );
    expectSavedOrRefused(answers);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const stored = await storedOf(admin.company.id);
    expect(sent).toContainEqual({
      maxUsers: stored?.maxUsers,
      aiAssistantEnabled: stored?.aiAssistantEnabled,
    });
  });
});
