// The Admin Panel's Documents tab as a route (routes/admin.documents.tsx): its loader reads the
// active library and how many documents the address's archive date would take; its action archives
// them (asked first). Answers as the API would — 400 with the field's message, 403, never a 500 —
// and a double submit archives once.
import { describe, expect, it } from "vitest";
import { action, loader } from "../../remix-app/routes/admin.documents";
import { createDocument, findDocument, person } from "../support/fixtures";
import { type FormFields, loadPage, postForm } from "../support/page-route-requests";

const OLD = new Date("2020-03-01T10:00:00Z");

const post = (cookie: string, fields: FormFields) => postForm(action, "/admin/documents", cookie, fields);

const load = (cookie: string, search = "") =>
  loadPage<{
    state: string;
    before?: string;
    preview?: { count: number } | null;
    library?: { title: string }[];
  }>(loader, `/admin/documents${search}`, cookie);

async function companyWithOldDocuments() {
  const admin = await person({ tier: "enterprise", role: "company_admin" });
  const author = { userId: admin.user.id, displayName: "Admin" };
  const old = await createDocument(admin.company.id, {
    author,
    title: "Old draft",
    status: "draft",
    at: OLD,
  });
  const recent = await createDocument(admin.company.id, { author, title: "Recent draft", status: "draft" });
  return { admin, old, recent };
}

const archive = (fields: Record<string, string>) => ({ intent: "archive-old", ...fields });

describe("the Documents tab's loader", () => {
  it("reads the active library and counts what the address's date would archive", async () => {
    const { admin } = await companyWithOldDocuments();
    const loaded = await load(admin.cookie, "?before=2021-01-01");
    expect(loaded).toMatchObject({ state: "open", before: "2021-01-01", preview: { count: 1 } });
    expect(loaded.library?.map((d) => d.title).sort()).toEqual(["Old draft", "Recent draft"]);
    // No date: a year ago; a date that is not one counts nothing (the form asks for one), not a 500.
    expect((await load(admin.cookie)).preview).toMatchObject({ count: 1 });
    expect((await load(admin.cookie, "?before=someday")).preview).toBeNull();
  });
});

describe("archiving old documents (intent archive-old)", () => {
  it("answers a missing reason with 400 and the field's message, the date kept", async () => {
    const { admin, old } = await companyWithOldDocuments();
    const answer = await post(admin.cookie, archive({ before: "2021-01-01", reason: " ", confirmed: "yes" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Give a reason for archiving" },
      values: { before: "2021-01-01" },
    });
    expect((await findDocument(old))?.status).toBe("draft");
  });

  it("asks first: not confirmed (no JavaScript), it answers how many it would archive and changes nothing", async () => {
    const { admin, old } = await companyWithOldDocuments();
    const answer = await post(admin.cookie, archive({ before: "2021-01-01", reason: "Superseded" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { kind: "asked", before: "2021-01-01", reason: "Superseded", count: 1 },
    });
    expect((await findDocument(old))?.status).toBe("draft");
  });

  it("archives once confirmed; a double submit archives once (the repeat finds nothing left)", async () => {
    const { admin, old, recent } = await companyWithOldDocuments();
    const fields = archive({ before: "2021-01-01", reason: "Superseded", confirmed: "yes" });
    const answers = await Promise.all([post(admin.cookie, fields), post(admin.cookie, fields)]);
    // One archives; the other lost the race to the same document (the domain's 409, with its
    // message) or found nothing left (200, none archived): never a second archive.
    const won = answers.filter((a) => a.body.ok && a.body.value.archived === 1);
    expect(won).toHaveLength(1);
    const other = answers.find((a) => a !== won[0])!;
    if (other.status === 409) expect(other.body).toMatchObject({ ok: false, code: "conflict" });
    else expect(other.body).toMatchObject({ ok: true, value: { archived: 0 } });
    const again = await post(admin.cookie, fields);
    expect(again.body).toMatchObject({ ok: true, value: { archived: 0 } });
    expect((await findDocument(old))?.status).toBe("archived");
    expect((await findDocument(old))?.version).toBe(2);
    expect((await findDocument(recent))?.status).toBe("draft");
  });

  it("is refused to a person without the Admin Panel (403) and to a plan without the tab", async () => {
    const { admin, old } = await companyWithOldDocuments();
    const user = await person({ role: "user", company: admin.company });
    const denied = await post(user.cookie, archive({ before: "2021-01-01", reason: "x", confirmed: "yes" }));
    expect(denied.status).toBe(403);
    const payPerUse = await person({ tier: "per_document", role: "company_admin" });
    const upgrade = await post(
      payPerUse.cookie,
      archive({ before: "2021-01-01", reason: "x", confirmed: "yes" }),
    );
    expect(upgrade.body).toEqual({ state: "upgrade" });
    expect((await findDocument(old))?.status).toBe("draft");
  });
});
