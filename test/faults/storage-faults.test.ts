// Faults (decision 018): D1 failing in the middle of a batch and R2 failing during an import or a
// knowledge-base upload. Each leaves no partial rows and no orphan files, spends no token, and
// answers with a status and a `{ code, message }` the person can read.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_STORE_FAILED_MESSAGE } from "../../worker/domain/files/file-store";
import {
  APP_ORIGIN,
  callApi,
  createDocument,
  createTemplate,
  createTokenBalance,
  fetchApi,
  findDocument,
  type Person,
  person,
  tokenBalanceOf,
  uploadFile,
  usageRows,
} from "../support/fixtures";
import { changesSince, expectClearFailure, takeSnapshot } from "./fault-support";
import { d1FailingMidBatch, type R2Fault, r2Failing } from "./faulty-bindings";

const SERVER_ERROR = "A server error occurred. Please try again or contact support.";
const POLICY = new TextEncoder().encode(
  "Remote Work Policy\n\nEmployees may work from home two days a week.",
);

let admin: Person;
let payPerUse: Person;
let templateId: number;

beforeAll(async () => {
  admin = await person({ tier: "enterprise", role: "company_admin" });
  payPerUse = await person({ tier: "per_document", role: "company_admin" });
  await createTokenBalance(payPerUse.company.id, 3);
  templateId = (await createTemplate({ name: "Fault Clean Desk", category: "it" })).id;
});

function uploadToKnowledgeBase(cookie: string, bindings: Parameters<typeof fetchApi>[1]) {
  return uploadFile(
    "/api/admin/knowledge-base/upload",
    cookie,
    { name: "remote.txt", bytes: POLICY },
    { title: "Remote work", documentType: "policy", category: "hr" },
    bindings,
  );
}

function importWith(cookie: string, bindings: Parameters<typeof fetchApi>[1]) {
  const form = new FormData();
  form.set("file", new File([POLICY.slice()], "remote.txt"));
  return fetchApi(
    new Request(`${APP_ORIGIN}/api/documents/import`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    }),
    bindings,
  );
}

describe("D1 failing in the middle of a batch", () => {
  it("generation: no document, no version, no template count, and a clear 500", async () => {
    const before = await takeSnapshot();
    const faulty = d1FailingMidBatch(env.DB);
    const res = await callApi("POST", "/api/documents/generate", {
      cookie: admin.cookie,
      body: { templateType: "it", templateId, companyName: "Acme", department: "it" },
      bindings: { DB: faulty.db },
    });
    expect(faulty.failedBatches.length).toBeGreaterThan(0);
    await expectClearFailure(res, 500, SERVER_ERROR);
    expect(await changesSince(before)).toEqual({});
  });

  it("approval for one token: the document stays pending and no token is spent", async () => {
    const id = await createDocument(payPerUse.company.id, { status: "pending_approval", title: "Pending" });
    const balance = await tokenBalanceOf(payPerUse.company.id);
    const before = await takeSnapshot();
    const faulty = d1FailingMidBatch(env.DB);
    const res = await callApi("POST", `/api/documents/${id}/approve`, {
      cookie: payPerUse.cookie,
      bindings: { DB: faulty.db },
    });
    expect(faulty.failedBatches.length).toBeGreaterThan(0);
    await expectClearFailure(res, 500, SERVER_ERROR);
    expect(await changesSince(before)).toEqual({});
    expect((await findDocument(id))!.status).toBe("pending_approval");
    expect(await tokenBalanceOf(payPerUse.company.id)).toEqual(balance);
    expect(await usageRows(payPerUse.company.id)).toHaveLength(0);
    // The same request with D1 well spends exactly the one token.
    expect((await callApi("POST", `/api/documents/${id}/approve`, { cookie: payPerUse.cookie })).status).toBe(
      200,
    );
    expect(await usageRows(payPerUse.company.id)).toHaveLength(1);
  });

  it("invitation: no invitation, no queued e-mail, no audit row, and the seat stays free", async () => {
    const before = await takeSnapshot();
    const faulty = d1FailingMidBatch(env.DB);
    const res = await callApi("POST", "/api/admin/company-users/invite", {
      cookie: admin.cookie,
      body: { email: "new.colleague@example.test" },
      bindings: { DB: faulty.db },
    });
    expect(faulty.failedBatches.length).toBeGreaterThan(0);
    await expectClearFailure(res, 500, SERVER_ERROR);
    expect(await changesSince(before)).toEqual({});
    // Nothing half-written blocks the retry (no "already invited").
    const retried = await callApi("POST", "/api/admin/company-users/invite", {
      cookie: admin.cookie,
      body: { email: "new.colleague@example.test" },
    });
    expect(retried.status).toBe(200);
  });

  it("import: no document and the stored original is removed again", async () => {
    const before = await takeSnapshot();
    const faulty = d1FailingMidBatch(env.DB);
    const res = await importWith(admin.cookie, { DB: faulty.db });
    expect(faulty.failedBatches.length).toBeGreaterThan(0);
    await expectClearFailure(res, 500, SERVER_ERROR);
    expect(await changesSince(before)).toEqual({});
  });

  it("knowledge-base upload: no entry, no passages, no file", async () => {
    const before = await takeSnapshot();
    const faulty = d1FailingMidBatch(env.DB);
    const res = await uploadToKnowledgeBase(admin.cookie, { DB: faulty.db });
    expect(faulty.failedBatches.length).toBeGreaterThan(0);
    await expectClearFailure(res, 500, SERVER_ERROR);
    expect(await changesSince(before)).toEqual({});
  });
});

describe("R2 failing during an import or a knowledge-base upload", () => {
  const faults: R2Fault[] = ["put fails", "put stores, then fails"];
  for (const fault of faults) {
    it(`import when the ${fault}: 502 saying nothing was saved, no rows, no file`, async () => {
      const before = await takeSnapshot();
      const r2 = r2Failing(env.FILES, fault);
      const res = await importWith(admin.cookie, { FILES: r2.bucket });
      expect(r2.puts).toHaveLength(1);
      await expectClearFailure(res, 502, FILE_STORE_FAILED_MESSAGE);
      expect(await changesSince(before)).toEqual({});
    });

    it(`knowledge-base upload when the ${fault}: 502 saying nothing was saved, no rows, no file`, async () => {
      const before = await takeSnapshot();
      const r2 = r2Failing(env.FILES, fault);
      const res = await uploadToKnowledgeBase(admin.cookie, { FILES: r2.bucket });
      expect(r2.puts).toHaveLength(1);
      await expectClearFailure(res, 502, FILE_STORE_FAILED_MESSAGE);
      expect(await changesSince(before)).toEqual({});
    });
  }

  it("with R2 back, the same upload and import succeed", async () => {
    expect((await importWith(admin.cookie, {})).status).toBe(200);
    expect((await uploadToKnowledgeBase(admin.cookie, {})).status).toBe(200);
  });
});
