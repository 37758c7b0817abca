import type { ChangeSummary, DocumentVersionDto } from "@charterly/domain/contract";
import type { LanguageModel } from "ai";
import { describe, expect, it } from "vitest";
import { changeSummaryText } from "../../worker/domain/documents/change-summary";
import { updateDocument } from "../../worker/domain/documents/update-document";
import { EMBEDDED_COMPOSER_MODEL_ID } from "../../worker/domain/generation/write-policy";
import { callApi, createDocument, createTokenBalance, domain, person, versionsOf } from "../support/fixtures";

// Decision 016: every new version row stores what changed since the version in force before it
// (structural and exact), and GET /api/documents/:id/versions returns it. With a real AI text model a
// plain-language summary of that diff is added after the write committed, never longer than it.

const POLICY = `REMOTE WORK POLICY

1. Purpose

This policy explains how employees may work away from the office. It applies to all staff.

2. Eligibility

Employees may work from home two days a week. Managers approve the days in advance.

3. Equipment

- The company provides a laptop.
- Employees provide a reliable internet connection.
- Printers are not provided.`;

const EDITED = POLICY.replace("two days a week", "three days a week");
const OLD_SENTENCE = "Employees may work from home two days a week.";
const NEW_SENTENCE = "Employees may work from home three days a week.";
const ELIGIBILITY_CHANGE: ChangeSummary["sections"][number] = {
  heading: "2. Eligibility",
  change: "changed",
  removedSentences: [OLD_SENTENCE],
  addedSentences: [NEW_SENTENCE],
};

const byVersion = async (documentId: number) =>
  (await versionsOf(documentId)).sort((a, b) => a.version - b.version);
const edit = (cookie: string, id: number, content: string) =>
  callApi("PUT", `/api/documents/${id}`, { cookie, body: { title: "Remote Work", content } });

describe("what changed, stored on every new version", () => {
  it("version 1 lists its sections as added; an edit of the text in force stores the changed sentence on both its versions", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: POLICY,
      status: "approved",
    });

    const res = await edit(cookie, id, EDITED);
    expect(res.status).toBe(200);
    const versions = await byVersion(id);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [1, "approved"],
      [2, "under_review"],
      [3, "under_review"],
    ]);
    expect(versions[0]!.changeSummary).toEqual({
      sinceVersion: null,
      sections: ["REMOTE WORK POLICY", "1. Purpose", "2. Eligibility", "3. Equipment"].map((heading) => ({
        heading,
        change: "added",
        removedSentences: [],
        addedSentences: [],
      })),
      omitted: 0,
    });
    // Both steps of the edit (the text, then the status change it caused) are compared with version 1.
    const expected = { sinceVersion: 1, sections: [ELIGIBILITY_CHANGE], omitted: 0 };
    expect(versions[1]!.changeSummary).toEqual(expected);
    expect(versions[2]!.changeSummary).toEqual(expected);
    // The embedded model writes no plain summary: it could only paraphrase.
    expect(versions[2]!.changeSummary).not.toHaveProperty("plain");

    const listed = await callApi("GET", `/api/documents/${id}/versions`, { cookie });
    expect(listed.status).toBe(200);
    const history = (await listed.json()) as DocumentVersionDto[];
    expect(
      history.map((v) => [v.version, v.changeSummary === null ? "none" : v.changeSummary.sinceVersion]),
    ).toEqual([
      [3, 1],
      [2, 1],
      [1, null],
    ]);
    expect(history[0]!.changeSummary).toEqual(expected);
  });

  it("an approval for one token is compared with the version in force before it, and later edits with the approval", async () => {
    const { company, cookie } = await person({ tier: "per_document", role: "admin" });
    await createTokenBalance(company.id, 5);
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: POLICY,
      status: "approved",
    });
    expect((await edit(cookie, id, EDITED)).status).toBe(200); // versions 2 and 3, under review

    const approved = await callApi("PUT", `/api/documents/${id}`, { cookie, body: { status: "approved" } });
    expect(approved.status).toBe(200);
    const withoutPrinters = EDITED.replace("\n- Printers are not provided.", "");
    expect((await edit(cookie, id, withoutPrinters)).status).toBe(200); // versions 5 and 6

    const versions = await byVersion(id);
    expect(versions.map((v) => [v.version, v.status, v.changeType])).toEqual([
      [1, "approved", "created"],
      [2, "under_review", "content_updated"],
      [3, "under_review", "status_changed"],
      [4, "approved", "status_changed"],
      [5, "under_review", "content_updated"],
      [6, "under_review", "status_changed"],
    ]);
    // Version 4 brought version 2's text into force: what changed since version 1.
    expect(versions[3]!.changeSummary).toEqual({
      sinceVersion: 1,
      sections: [ELIGIBILITY_CHANGE],
      omitted: 0,
    });
    // A removed list item, since version 4 (not since version 1).
    const listItem = {
      sinceVersion: 4,
      sections: [
        {
          heading: "3. Equipment",
          change: "changed",
          removedSentences: ["Printers are not provided."],
          addedSentences: [],
        },
      ],
      omitted: 0,
    };
    expect(versions[4]!.changeSummary).toEqual(listItem);
    expect(versions[5]!.changeSummary).toEqual(listItem);
  });

  it("a status change that leaves the text as it was in force stores a summary without sections", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: POLICY,
      status: "approved",
    });
    const res = await callApi("PUT", `/api/documents/${id}`, { cookie, body: { status: "under_review" } });
    expect(res.status).toBe(200);
    expect((await byVersion(id))[1]!.changeSummary).toEqual({ sinceVersion: 1, sections: [], omitted: 0 });
  });

  it("a document never in force compares every version with nothing", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const id = await createDocument(company.id, { title: "Remote Work", content: POLICY, status: "draft" });
    expect((await edit(cookie, id, EDITED)).status).toBe(200);
    const [, second] = await byVersion(id);
    expect(second!.changeSummary).toMatchObject({ sinceVersion: null, omitted: 0 });
    expect(second!.changeSummary!.sections.every((section) => section.change === "added")).toBe(true);
  });
});

/** A stand-in for Workers AI: answers `answer` (or fails), and remembers the prompts it was given. */
function fakeModel(answer: string | Error, modelId = "@cf/test/model") {
  const prompts: string[] = [];
  const model = {
    specificationVersion: "v4",
    provider: "workers-ai.test",
    modelId,
    supportedUrls: {},
    doGenerate: async (options: { prompt: { role: string; content: unknown }[] }) => {
      prompts.push(JSON.stringify(options.prompt));
      if (answer instanceof Error) throw answer;
      return {
        content: [{ type: "text", text: answer }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 10, text: 10, reasoning: undefined },
        },
        response: { modelId, timestamp: new Date() },
        warnings: [],
      };
    },
    doStream: async () => {
      throw new Error("not streamed");
    },
  } as unknown as LanguageModel;
  return { model, prompts };
}

describe("the plain-language summary from a real AI text model", () => {
  async function editWith(model: LanguageModel) {
    const { company, actor } = await person({ tier: "enterprise" });
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: POLICY,
      status: "approved",
    });
    await updateDocument({ ...domain(), textModel: model }, actor, id, {
      title: "Remote Work",
      content: EDITED,
    });
    return byVersion(id);
  }
  const structural = changeSummaryText({ sinceVersion: 1, sections: [ELIGIBILITY_CHANGE], omitted: 0 });

  it("stores a short answer as `plain` on the new versions, asked once for the steps of one write", async () => {
    const answer = "Staff may now work from home three days a week instead of two.";
    expect(answer.length).toBeLessThan(structural.length);
    const { model, prompts } = fakeModel(answer);
    const versions = await editWith(model);
    const expected = { sinceVersion: 1, sections: [ELIGIBILITY_CHANGE], omitted: 0, plain: answer };
    expect(versions[1]!.changeSummary).toEqual(expected);
    expect(versions[2]!.changeSummary).toEqual(expected);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain(`- ${OLD_SENTENCE}`);
    expect(prompts[0]).toContain(`+ ${NEW_SENTENCE}`);
    // Version 1 had nothing before it: no plain summary is asked for.
    expect(versions[0]!.changeSummary).not.toHaveProperty("plain");
  });

  it("keeps no answer longer than the structural summary", async () => {
    const { model } = fakeModel(`In short: ${"the rules about working from home changed. ".repeat(10)}`);
    const versions = await editWith(model);
    expect(versions[2]!.changeSummary).toEqual({
      sinceVersion: 1,
      sections: [ELIGIBILITY_CHANGE],
      omitted: 0,
    });
  });

  it("leaves the structural summary when the model fails", async () => {
    const { model, prompts } = fakeModel(new Error("Workers AI is down"));
    const versions = await editWith(model);
    expect(prompts).toHaveLength(1);
    expect(versions[2]!.changeSummary).toEqual({
      sinceVersion: 1,
      sections: [ELIGIBILITY_CHANGE],
      omitted: 0,
    });
  });

  it("never asks the embedded composer", async () => {
    const { model, prompts } = fakeModel("A paraphrase.", EMBEDDED_COMPOSER_MODEL_ID);
    const versions = await editWith(model);
    expect(prompts).toHaveLength(0);
    expect(versions[2]!.changeSummary).not.toHaveProperty("plain");
  });
});
