import type { Role } from "@charterly/domain/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documentAcknowledgements, documents, emailOutbox, users } from "../../worker/db/schema";
import { csvCell } from "../../worker/domain/lifecycle/acknowledgement-export";
import { remindPendingReaders } from "../../worker/domain/lifecycle/acknowledgement-reminder";
import {
  callApi,
  copyPersonToCompany,
  createCompany,
  createDocument,
  createUser,
  domain,
  person,
} from "../support/fixtures";

// Read and acknowledge (decision 016), through the API as the browser calls it.

const HOUR = 60 * 60 * 1000;
const STALE = "This document changed; read the new version.";

async function company(features: { emailService?: boolean } = {}) {
  const admin = await person({ role: "company_admin", companyName: "Acme Ltd", features });
  const reader = await person({ company: admin.company, role: "user" });
  return { admin, reader, companyId: admin.company.id };
}

async function inForce(companyId: number, options: { title?: string; readerRoles?: Role[] | null } = {}) {
  const id = await createDocument(companyId, {
    status: "approved",
    title: options.title ?? "Travel Policy",
    content: "1. Purpose\n\nEmployees travel economy.",
  });
  if (options.readerRoles !== undefined)
    await domain()
      .companyDb.update(documents)
      .set({ readerRoles: options.readerRoles })
      .where(eq(documents.id, id));
  return id;
}

const ack = (cookie: string, id: number, version: number) =>
  callApi("POST", `/api/documents/${id}/acknowledge`, { cookie, body: { version } });
const toRead = async (cookie: string) =>
  (await (await callApi("GET", "/api/acknowledgements/to-read", { cookie })).json()) as {
    items: { documentId: number; version: number; title: string; changeSummary: unknown }[];
    more: boolean;
  };
const ackRows = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(documentAcknowledgements)
    .where(eq(documentAcknowledgements.documentId, documentId));

/** Edits an approved document (it goes under review) and approves it again: a new version in force. */
async function newVersionInForce(adminCookie: string, id: number) {
  const doc = (await (await callApi("GET", `/api/documents/${id}`, { cookie: adminCookie })).json()) as {
    title: string;
    content: string;
  };
  const edit = await callApi("PUT", `/api/documents/${id}`, {
    cookie: adminCookie,
    body: { title: doc.title, content: `${doc.content}\n\n2. Hotels\n\nUp to 150 EUR a night.` },
  });
  expect(edit.status).toBe(200);
  const approve = await callApi("PUT", `/api/documents/${id}`, {
    cookie: adminCookie,
    body: { status: "approved" },
  });
  expect(approve.status).toBe(200);
  return ((await approve.json()) as { version: number }).version;
}

describe("POST /api/documents/:documentId/acknowledge", () => {
  it("records one acknowledgement per person per version; a new version in force asks again", async () => {
    const { admin, reader, companyId } = await company();
    const id = await inForce(companyId);
    expect((await toRead(reader.cookie)).items.map((i) => i.documentId)).toEqual([id]);

    const res = await ack(reader.cookie, id, 1);
    expect(res.status).toBe(200);
    const first = (await res.json()) as { version: number; acknowledgedAt: string; channel: string };
    expect(first).toMatchObject({ documentId: id, version: 1, channel: "web" });
    expect((await toRead(reader.cookie)).items).toEqual([]);
    expect(
      await (await callApi("GET", `/api/documents/${id}/acknowledgement`, { cookie: reader.cookie })).json(),
    ).toEqual({
      documentId: id,
      version: 1,
      applies: true,
      acknowledgedAt: first.acknowledgedAt,
    });

    const version = await newVersionInForce(admin.cookie, id);
    expect(version).toBeGreaterThan(2);
    const list = await toRead(reader.cookie);
    expect(list.items).toMatchObject([{ documentId: id, version, title: "Travel Policy" }]);
    // The old version is no longer the one in force.
    const stale = await ack(reader.cookie, id, 1);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ code: "conflict", message: STALE });
    expect((await ack(reader.cookie, id, version)).status).toBe(200);
    expect((await ackRows(id)).map((r) => r.version).sort()).toEqual([1, version]);
  });

  it("is idempotent: a second click and five concurrent clicks leave one row and answer the same time", async () => {
    const { reader, companyId } = await company();
    const id = await inForce(companyId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ack(reader.cookie, id, 1)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { acknowledgedAt: string }[];
    expect(new Set(bodies.map((b) => b.acknowledgedAt)).size).toBe(1);
    const again = (await (await ack(reader.cookie, id, 1)).json()) as { acknowledgedAt: string };
    expect(again.acknowledgedAt).toBe(bodies[0]!.acknowledgedAt);
    expect(await ackRows(id)).toHaveLength(1);
  });

  it("answers 409 for a document not in force, 403 when it is not addressed to the role, 404 for another company's", async () => {
    const { reader, companyId } = await company();
    const draft = await createDocument(companyId, { status: "draft" });
    const notInForce = await ack(reader.cookie, draft, 1);
    expect(notInForce.status).toBe(409);
    expect(((await notInForce.json()) as { message: string }).message).toMatch(/not in force/);

    const adminsOnly = await inForce(companyId, { readerRoles: ["company_admin", "admin"] });
    const refused = await ack(reader.cookie, adminsOnly, 1);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/not addressed to your role/);

    const other = await createCompany("enterprise");
    const foreign = await inForce(other.id);
    expect((await ack(reader.cookie, foreign, 1)).status).toBe(404);
    expect(
      (await callApi("GET", `/api/documents/${foreign}/acknowledgement`, { cookie: reader.cookie })).status,
    ).toBe(404);
    expect(await ackRows(foreign)).toEqual([]);
  });

  it("a review of the same text in force is the same version: no new request to read", async () => {
    const { reader, companyId } = await company();
    const id = await inForce(companyId);
    expect((await ack(reader.cookie, id, 1)).status).toBe(200);
    // A later version row with the same text still in force (a 'Mark reviewed' entry).
    const ctx = domain();
    const later = new Date(Date.now() + 60_000);
    const [v1] = await ctx.companyDb.select().from(documents).where(eq(documents.id, id));
    await ctx.companyDb.update(documents).set({ version: 2, updatedAt: later }).where(eq(documents.id, id));
    await ctx.companyDb.run(
      sql`insert into document_versions (document_id, company_id, version, title, content, status, change_type, change_description, word_count, created_at) select document_id, company_id, 2, title, content, status, 'reviewed', 'Reviewed', word_count, ${later.getTime()} from document_versions where document_id = ${id} and version = 1`,
    );
    expect(v1!.inForceSince).not.toBeNull();
    expect((await toRead(reader.cookie)).items).toEqual([]);
    const again = await ack(reader.cookie, id, 2);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ version: 1 });
    expect(await ackRows(id)).toHaveLength(1);
  });
});

describe("GET /api/acknowledgements/to-read", () => {
  it("lists the documents in force addressed to the person that they have not acknowledged, most recent first", async () => {
    const { admin, reader, companyId } = await company();
    const older = await createDocument(companyId, {
      status: "approved",
      title: "Older",
      at: new Date(Date.UTC(2026, 0, 1)),
    });
    const generated = await createDocument(companyId, {
      status: "generated",
      title: "Generated",
      at: new Date(Date.UTC(2026, 0, 2)),
    });
    await createDocument(companyId, { status: "draft", title: "Draft" });
    await createDocument(companyId, { status: "pending_approval", title: "Pending" });
    const forAdmins = await inForce(companyId, { title: "Admins only", readerRoles: ["company_admin"] });
    const forUsers = await inForce(companyId, { title: "Users", readerRoles: ["user"] });
    const other = await createCompany("enterprise");
    await inForce(other.id, { title: "Foreign" });

    const mine = await toRead(reader.cookie);
    expect(mine.more).toBe(false);
    expect(mine.items.map((i) => i.title)).toEqual(["Users", "Generated", "Older"]);
    expect(mine.items[0]).toMatchObject({
      documentId: forUsers,
      version: 1,
      // A first version in force: everything in it is new.
      changeSummary: { sinceVersion: null, sections: [expect.objectContaining({ change: "added" })] },
    });
    const admins = await toRead(admin.cookie);
    expect(admins.items.map((i) => i.documentId)).toEqual([forAdmins, generated, older]);
  });

  it("carries the change summary of the version in force when one is stored", async () => {
    const { reader, companyId } = await company();
    const id = await inForce(companyId);
    const summary = {
      sinceVersion: null,
      sections: [{ heading: "1. Purpose", change: "added", removedSentences: [], addedSentences: [] }],
      omitted: 0,
    };
    await domain().companyDb.run(
      sql`update document_versions set change_summary = ${JSON.stringify(summary)} where document_id = ${id}`,
    );
    expect((await toRead(reader.cookie)).items[0]!.changeSummary).toEqual(summary);
  });
});

describe("admins: who has read it, reminders, CSV", () => {
  it("lists who acknowledged the version in force (when, where) and who has not; deactivated people are left out", async () => {
    const { admin, reader, companyId } = await company();
    const gone = await createUser(companyId, "user", { firstName: "Gone", deactivatedAt: new Date() });
    const id = await inForce(companyId, { readerRoles: ["user"] });
    await ack(reader.cookie, id, 1);
    const res = await callApi("GET", `/api/documents/${id}/acknowledgements`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const status = (await res.json()) as {
      version: number;
      acknowledged: { userId: number; channel: string }[];
      pending: { userId: number }[];
    };
    expect(status.version).toBe(1);
    expect(status.acknowledged).toMatchObject([{ userId: reader.user.id, channel: "web" }]);
    // The admin is not a reader of a users-only document; the deactivated person is not asked.
    expect(status.pending).toEqual([]);
    expect(status.pending.map((p) => p.userId)).not.toContain(gone.id);

    const everyone = await inForce(companyId);
    const all = (await (
      await callApi("GET", `/api/documents/${everyone}/acknowledgements`, { cookie: admin.cookie })
    ).json()) as {
      pending: { userId: number }[];
    };
    expect(all.pending.map((p) => p.userId).sort()).toEqual([admin.user.id, reader.user.id].sort());
    // A platform admin (of the platform's own company) is never a reader of a customer's document.
    const platform = await person({ role: "platform_admin" });
    expect((await toRead(platform.cookie)).items.map((i) => i.documentId)).not.toContain(everyone);
    expect((await ack(platform.cookie, everyone, 1)).status).toBe(404);
    expect(
      (await callApi("GET", `/api/documents/${id}/acknowledgements`, { cookie: reader.cookie })).status,
    ).toBe(403);
  });

  it("reminds each pending person by e-mail once per document per day", async () => {
    const { admin, reader, companyId } = await company();
    const id = await inForce(companyId, { title: "Remote Work Policy" });
    await ack(reader.cookie, id, 1);
    const remind = () =>
      callApi("POST", `/api/documents/${id}/acknowledgements/remind`, { cookie: admin.cookie });
    const res = await remind();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ reminded: 1, emailEnabled: true });
    const mail = await domain()
      .companyDb.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.companyId, companyId));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: admin.user.email, kind: "acknowledgement_reminder" });
    // The title is in the body, quoted; the subject is the product's own words (decision 034).
    expect(mail[0]!.subject).toBe("Reminder: a policy is waiting for you to read it");
    expect(mail[0]!.textBody).toContain("“Remote Work Policy”");
    expect(mail[0]!.textBody).toContain(`/documents?highlight=${id}`);

    const again = await remind();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already sent/);
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId)),
    ).toHaveLength(1);
  });

  it("allows the next reminder a day later", async () => {
    const { admin, companyId } = await company();
    const id = await inForce(companyId);
    const at = (ms: number) => ({ ...domain(), clock: { now: () => new Date(Date.now() + ms) } });
    const origin = { appOrigin: "http://localhost" };
    expect(await remindPendingReaders(at(0), admin.actor, id, origin)).toMatchObject({ reminded: 2 });
    const tooSoon = await remindPendingReaders(at(23 * HOUR), admin.actor, id, origin).catch(
      (e: unknown) => e,
    );
    expect(tooSoon).toMatchObject({ code: "conflict" });
    expect(await remindPendingReaders(at(24 * HOUR + 60_000), admin.actor, id, origin)).toMatchObject({
      reminded: 2,
    });
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId)),
    ).toHaveLength(4);
  });

  it("two admins clicking at once send one reminder", async () => {
    const { admin, companyId } = await company();
    const id = await inForce(companyId);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        callApi("POST", `/api/documents/${id}/acknowledgements/remind`, { cookie: admin.cookie }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId)),
    ).toHaveLength(2);
  });

  it("sends nothing when the company's e-mail service is off", async () => {
    const { admin, companyId } = await company({ emailService: false });
    const id = await inForce(companyId);
    const res = await callApi("POST", `/api/documents/${id}/acknowledgements/remind`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reminded: 0, emailEnabled: false, nextReminderAt: null });
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId)),
    ).toEqual([]);
  });

  it("exports the list as CSV named after the document, with formula-like cells made inert", async () => {
    const { admin, reader, companyId } = await company();
    await domain()
      .companyDb.update(users)
      .set({ firstName: '=HYPERLINK("x")', lastName: null })
      .where(eq(users.id, admin.user.id));
    await copyPersonToCompany(admin.user.id);
    const id = await inForce(companyId, { title: "Leave Policy" });
    await ack(reader.cookie, id, 1);
    const res = await callApi("GET", `/api/documents/${id}/acknowledgements/export`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="Leave Policy - acknowledgements v1 ');
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe('"Name","E-mail","Status","Acknowledged at (UTC)","Channel"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"[^"]*","${reader.user.email}","Acknowledged","\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d","Web"$`,
      ),
    );
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")","${admin.user.email}","Pending","",""`);
    expect(
      (await callApi("GET", `/api/documents/${id}/acknowledgements/export`, { cookie: reader.cookie }))
        .status,
    ).toBe(403);
    const other = await createCompany("enterprise");
    const foreign = await inForce(other.id);
    expect(
      (await callApi("GET", `/api/documents/${foreign}/acknowledgements/export`, { cookie: admin.cookie }))
        .status,
    ).toBe(404);
  });

  it("csvCell quotes and neutralises", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
  });
});
