import type {
  AcknowledgementReminderDto,
  AcknowledgementStatusDto,
  DocumentDto,
  DocumentVersionDto,
  VersionComparisonDto,
} from "@charterly/domain/contract";
import { deleteDocument, updateDocument } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RestoreOutcome } from "../../remix-app/lib/document-intents";
import * as libraryRoute from "../../remix-app/routes/documents";
import * as compareRoute from "../../remix-app/routes/documents_.$documentId.compare";
import * as editRoute from "../../remix-app/routes/documents_.$documentId.edit";
import * as ownerRoute from "../../remix-app/routes/documents_.$documentId.owner";
import * as previewRoute from "../../remix-app/routes/documents_.$documentId.preview";
import * as readersRoute from "../../remix-app/routes/documents_.$documentId.readers";
import * as versionsRoute from "../../remix-app/routes/documents_.$documentId.versions";
import { emailOutbox } from "../../worker/db/schema";
import { createDocument, domain, findDocument, type Person, person, versionsOf } from "../support/fixtures";
import { type FormFields, formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// A library row's dialogs read their document's own page route (decision 026): each
// loader reads in-process for the signed-in person — their company's document, another company's
// is 404, a role or plan without the permission is refused — and each page's action writes with
// the same operations as the API (the library's /documents action no longer takes these intents).

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/** The page's loader answer for this person: its status and data (read, or the refusal). */
async function load<T>(loader: Loader, who: Person, documentId: number, query = "") {
  const request = new Request(`http://localhost/documents/${documentId}/page${query}`);
  const answer = (await loader({
    request,
    context: await routeContextOf(who),
    params: { documentId: String(documentId) },
  })) as { data: { read: T | null; refusal: string | null }; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

async function post<T>(action: Action, who: Person, documentId: number, fields: FormFields) {
  const request = formPost(`/documents/${documentId}/page`, fields);
  const context = await routeContextOf(who);
  return formAnswerOf<T>(await action({ request, context, params: { documentId: String(documentId) } }));
}

const admin = () => person({ tier: "enterprise", role: "company_admin" });

/** A document with two versions: "Old" (version 1), then "New" (version 2). */
async function twoVersions(who: Person) {
  const id = await createDocument(who.company.id, { status: "draft", title: "Leave Policy", content: "Old" });
  await updateDocument(domain(), who.actor, id, { title: "Leave Policy", description: null, content: "New" });
  return id;
}

describe("Version History (/documents/:id/versions)", () => {
  type Versions = {
    document: { id: number; title: string; version: number };
    versions: DocumentVersionDto[];
  };

  it("shows the person's own document and its versions, newest first", async () => {
    const who = await person({ role: "user" });
    const id = await twoVersions(who);
    const page = await load<Versions>(versionsRoute.loader, who, id);
    expect(page.status).toBe(200);
    expect(page.read?.document).toMatchObject({ id, title: "Leave Policy", version: 2 });
    expect(page.read?.versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it("answers another company's document with 404 and a plan without the library with 403", async () => {
    const who = await admin();
    const theirs = await twoVersions(await admin());
    const foreign = await load(versionsRoute.loader, who, theirs);
    expect(foreign.status).toBe(404);
    expect(foreign.read).toBeNull();
    expect(foreign.refusal).toMatch(/not found/);

    const free = await person({ tier: "freemium", role: "company_admin" });
    const own = await createDocument(free.company.id);
    const refused = await load(versionsRoute.loader, free, own);
    expect(refused.status).toBe(403);
    expect(refused.read).toBeNull();
  });

  it("asks before restoring, restores once confirmed, and says when nothing changed", async () => {
    const who = await admin();
    const id = await twoVersions(who);
    const first = (await versionsOf(id)).find((v) => v.version === 1)!;
    const fields = { intent: "restore-version", versionId: first.id, versionNumber: 1, version: 2 };

    const asked = await post<RestoreOutcome>(versionsRoute.action, who, id, fields);
    expect(asked.status).toBe(200);
    expect(asked.body.ok && asked.body.value).toEqual({
      kind: "asked",
      versionId: first.id,
      versionNumber: 1,
    });
    expect(await versionsOf(id)).toHaveLength(2);

    const restored = await post<RestoreOutcome>(versionsRoute.action, who, id, {
      ...fields,
      confirmed: "yes",
    });
    expect(restored.status).toBe(200);
    expect(restored.body.ok && restored.body.value).toMatchObject({
      kind: "restored",
      changed: true,
      document: { version: 3, content: "Old" },
    });
    // The same form again (a double submit): the text is already there, nothing is written.
    const again = await post<RestoreOutcome>(versionsRoute.action, who, id, {
      ...fields,
      version: 3,
      confirmed: "yes",
    });
    expect(again.body.ok && again.body.value).toMatchObject({ kind: "restored", changed: false });
    expect(await versionsOf(id)).toHaveLength(3);
  });

  it("refuses a version gone meanwhile (404), another company's document (404) and a plan without the library (403)", async () => {
    const who = await admin();
    const id = await twoVersions(who);
    const first = (await versionsOf(id)).find((v) => v.version === 1)!;
    const confirmed = { intent: "restore-version", versionNumber: 1, version: 2, confirmed: "yes" };

    const gone = await post(versionsRoute.action, who, id, { ...confirmed, versionId: 999_999 });
    expect(gone.status).toBe(404);
    expect(!gone.body.ok && gone.body.message).toBe("The requested version was not found.");

    const stranger = await admin();
    const foreign = await post(versionsRoute.action, stranger, id, { ...confirmed, versionId: first.id });
    expect(foreign.status).toBe(404);

    expect(await versionsOf(id)).toHaveLength(2);

    const free = await person({ tier: "freemium", role: "company_admin" });
    const own = await createDocument(free.company.id);
    const ownFirst = (await versionsOf(own))[0]!;
    const refused = await post(versionsRoute.action, free, own, { ...confirmed, versionId: ownFirst.id });
    expect(refused.status).toBe(403);
  });
});

describe("Who has read it (/documents/:id/readers)", () => {
  type Readers = { title: string; status: AcknowledgementStatusDto };

  it("shows an admin who has read their company's document in force and who has not", async () => {
    const who = await admin();
    const reader = await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id, { status: "approved", title: "Leave Policy" });
    const page = await load<Readers>(readersRoute.loader, who, id);
    expect(page.status).toBe(200);
    expect(page.read?.title).toBe("Leave Policy");
    expect(page.read?.status.acknowledged).toEqual([]);
    expect(page.read?.status.pending.map((p) => p.email)).toContain(reader.user.email);
  });

  it("answers another company's document with 404 and a plain user with 403", async () => {
    const who = await admin();
    const theirs = await createDocument((await admin()).company.id, { status: "approved" });
    const foreign = await load(readersRoute.loader, who, theirs);
    expect(foreign.status).toBe(404);
    expect(foreign.read).toBeNull();

    const colleague = await person({ company: who.company, role: "user" });
    const own = await createDocument(who.company.id, { status: "approved" });
    const refused = await load(readersRoute.loader, colleague, own);
    expect(refused.status).toBe(403);
    expect(refused.refusal).toBe("Admin privileges required to see who has read a document.");
  });

  it("sends the reminder once; a second form is refused (409); a plain user is refused (403)", async () => {
    const who = await admin();
    await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id, { status: "approved" });
    const sent = await post<AcknowledgementReminderDto>(readersRoute.action, who, id, {
      intent: "remind-readers",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.ok && sent.body.value).toMatchObject({ reminded: 2, emailEnabled: true });
    const again = await post(readersRoute.action, who, id, { intent: "remind-readers" });
    expect(again.status).toBe(409);
    expect(!again.body.ok && again.body.message).toMatch(/already sent/);

    const colleague = await person({ company: who.company, role: "user" });
    expect((await post(readersRoute.action, colleague, id, { intent: "remind-readers" })).status).toBe(403);
    const stranger = await admin();
    expect((await post(readersRoute.action, stranger, id, { intent: "remind-readers" })).status).toBe(404);
  });
  it("sends two reminders at once (a double click) once: one 409, and each person mailed once", async () => {
    const who = await admin();
    await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id, { status: "approved" });
    const answers = await Promise.all([
      post<AcknowledgementReminderDto>(readersRoute.action, who, id, { intent: "remind-readers" }),
      post<AcknowledgementReminderDto>(readersRoute.action, who, id, { intent: "remind-readers" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const sent = answers.find((a) => a.status === 200)!;
    expect(sent.body.ok && sent.body.value).toMatchObject({ reminded: 2, emailEnabled: true });
    const refused = answers.find((a) => a.status === 409)!;
    expect(!refused.body.ok && refused.body.message).toMatch(/already sent/);
    const mail = await domain()
      .companyDb.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.companyId, who.company.id));
    expect(mail).toHaveLength(2);
  });
});

describe("Compare Versions (/documents/:id/compare?from=&to=)", () => {
  type Compare = {
    versions: DocumentVersionDto[];
    choiceError: string | null;
    comparison:
      | { ok: true; data: VersionComparisonDto }
      | { ok: false; status: number; message: string }
      | null;
  };

  it("lists the versions, then compares the two chosen", async () => {
    const who = await person({ role: "user" });
    const id = await twoVersions(who);
    const [newer, older] = (await load<Compare>(compareRoute.loader, who, id)).read!.versions;
    const page = await load<Compare>(compareRoute.loader, who, id, `?from=${older!.id}&to=${newer!.id}`);
    expect(page.status).toBe(200);
    expect(page.read?.comparison?.ok && page.read.comparison.data.differences).toMatchObject([
      { type: "changed", oldContent: "Old", newContent: "New" },
    ]);
  });

  it("says what is wrong with the choice, and finds no version of another document", async () => {
    const who = await admin();
    const id = await twoVersions(who);
    const other = await twoVersions(who);
    const [mine] = (await versionsOf(id)).filter((v) => v.version === 1);
    const theirs = await versionsOf(other);

    const same = await load<Compare>(compareRoute.loader, who, id, `?from=${mine!.id}&to=${mine!.id}`);
    expect(same.read?.choiceError).toBe("Choose two different versions.");
    expect(same.read?.comparison).toBeNull();
    const none = await load<Compare>(compareRoute.loader, who, id, "?from=&to=");
    expect(none.read?.choiceError).toBe("Select two versions to compare.");

    const elsewhere = await load<Compare>(
      compareRoute.loader,
      who,
      id,
      `?from=${theirs[0]!.id}&to=${theirs[1]!.id}`,
    );
    expect(elsewhere.read?.comparison).toEqual({
      ok: false,
      status: 404,
      message: "The requested version was not found.",
    });
  });

  it("answers another company's document with 404 and a plan without the library with 403", async () => {
    const theirs = await twoVersions(await admin());
    expect((await load(compareRoute.loader, await admin(), theirs)).status).toBe(404);
    const free = await person({ tier: "freemium", role: "company_admin" });
    expect((await load(compareRoute.loader, free, await createDocument(free.company.id))).status).toBe(403);
  });
});

describe("Edit Document (/documents/:id/edit)", () => {
  it("reads the person's own document's full text", async () => {
    const who = await person({ role: "user" });
    const id = await twoVersions(who);
    const page = await load<DocumentDto>(editRoute.loader, who, id);
    expect(page.status).toBe(200);
    expect(page.read).toMatchObject({ id, title: "Leave Policy", content: "New", version: 2 });
  });

  it("answers another company's document with 404 and a plan without the library with 403", async () => {
    const theirs = await twoVersions(await admin());
    expect((await load(editRoute.loader, await admin(), theirs)).status).toBe(404);
    const free = await person({ tier: "freemium", role: "company_admin" });
    expect((await load(editRoute.loader, free, await createDocument(free.company.id))).status).toBe(403);
  });

  it("saves for the version it opened; an empty title is said next to it; a stale form is refused", async () => {
    const who = await person({ role: "user" });
    const id = await twoVersions(who);
    const base = { intent: "edit-document", description: "", content: "Newer" };

    const empty = await post<DocumentDto>(editRoute.action, who, id, { ...base, version: 2, title: " " });
    expect(empty.status).toBe(400);
    expect(!empty.body.ok && empty.body.fieldErrors.title).toBe("Title is required");
    expect(!empty.body.ok && empty.body.values.content).toBe("Newer");

    const saved = await post<DocumentDto>(editRoute.action, who, id, { ...base, version: 2, title: "Leave" });
    expect(saved.status).toBe(200);
    expect(saved.body.ok && saved.body.value).toMatchObject({ title: "Leave", version: 3 });

    const stale = await post(editRoute.action, who, id, {
      ...base,
      version: 2,
      title: "Other",
      content: "X",
    });
    expect(stale.status).toBe(409);
    expect((await findDocument(id))?.title).toBe("Leave");

    const stranger = await admin();
    expect((await post(editRoute.action, stranger, id, { ...base, version: 3, title: "Mine" })).status).toBe(
      404,
    );
    const free = await person({ tier: "freemium", role: "company_admin" });
    const own = await createDocument(free.company.id);
    expect((await post(editRoute.action, free, own, { ...base, version: 1, title: "T" })).status).toBe(403);
  });
  it("names the version edited meanwhile (409) and a document deleted meanwhile (404)", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "draft", title: "Leave Policy" });
    const base = { intent: "edit-document", description: "", content: "Text" };
    await post(editRoute.action, who, id, { ...base, version: 1, title: "First edit" });

    const stale = await post(editRoute.action, who, id, { ...base, version: 1, title: "Second edit" });
    expect(stale.status).toBe(409);
    expect(!stale.body.ok && stale.body.message).toBe(
      "“First edit” changed since you opened it: it is now Draft (version 2). Copy your changes, then open it again to edit the current text.",
    );
    expect((await findDocument(id))?.title).toBe("First edit");

    await deleteDocument(domain(), who.actor, id);
    const gone = await post(editRoute.action, who, id, { ...base, version: 2, title: "Third edit" });
    expect(gone.status).toBe(404);
    expect(!gone.body.ok && gone.body.message).toBe("The requested document was not found.");
  });

  it("writes a double submit once: the repeat finds its text saved", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "draft" });
    const fields = {
      intent: "edit-document",
      version: 1,
      title: "Edited",
      description: "",
      content: "New text",
    };
    await post(editRoute.action, who, id, fields);
    const again = await post<DocumentDto>(editRoute.action, who, id, fields);
    expect(again.status).toBe(200);
    expect(again.body.ok && again.body.value.version).toBe(2);
    expect(await versionsOf(id)).toHaveLength(2);
  });
});

describe("Owner & review (/documents/:id/owner)", () => {
  type Owner = {
    document: { id: number; ownerUserId: number | null; readerRoles: string[] | null };
    people: { id: number; email: string }[];
  };

  it("reads the document's settings and the company's people for an admin", async () => {
    const who = await admin();
    const colleague = await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id, { status: "approved" });
    const page = await load<Owner>(ownerRoute.loader, who, id);
    expect(page.status).toBe(200);
    expect(page.read?.document).toMatchObject({ id, ownerUserId: null, readerRoles: null });
    expect(page.read?.people.map((p) => p.email).sort()).toEqual(
      [who.user.email, colleague.user.email].sort(),
    );
  });

  it("answers another company's document with 404 and a plain user with 403", async () => {
    const who = await admin();
    const theirs = await createDocument((await admin()).company.id);
    expect((await load(ownerRoute.loader, who, theirs)).status).toBe(404);
    const colleague = await person({ company: who.company, role: "user" });
    const refused = await load(ownerRoute.loader, colleague, await createDocument(who.company.id));
    expect(refused.status).toBe(403);
    expect(refused.read).toBeNull();
  });

  it("saves the owner and review; no role chosen is said next to the readers; a user is refused", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "approved" });
    const fields = { intent: "set-lifecycle", ownerUserId: who.user.id, reviewIntervalMonths: 12 };

    const noRoles = await post(ownerRoute.action, who, id, { ...fields, readers: "roles" });
    expect(noRoles.status).toBe(400);
    expect(!noRoles.body.ok && noRoles.body.fieldErrors.readerRoles).toBe(
      "Choose at least one role, or everyone.",
    );

    const saved = await post<DocumentDto>(ownerRoute.action, who, id, { ...fields, readers: "everyone" });
    expect(saved.status).toBe(200);
    expect(saved.body.ok && saved.body.value).toMatchObject({
      ownerUserId: who.user.id,
      reviewIntervalMonths: 12,
    });

    const colleague = await person({ company: who.company, role: "user" });
    expect((await post(ownerRoute.action, colleague, id, { ...fields, readers: "everyone" })).status).toBe(
      403,
    );
    expect(
      (await post(ownerRoute.action, await admin(), id, { ...fields, readers: "everyone" })).status,
    ).toBe(404);
  });
  it("reads the readers' roles from the checkboxes; the same form again changes nothing; a document gone is 404", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "approved" });
    const fields = {
      intent: "set-lifecycle",
      ownerUserId: who.user.id,
      reviewIntervalMonths: "12",
      readers: "roles",
      readerRoles: ["admin", "user"],
    };
    const saved = await post<DocumentDto>(ownerRoute.action, who, id, fields);
    expect(saved.status).toBe(200);
    expect(saved.body.ok && saved.body.value).toMatchObject({
      ownerUserId: who.user.id,
      reviewIntervalMonths: 12,
      readerRoles: ["admin", "user"],
    });
    // A double submit: the same settings, the same answer, and no version of the text added.
    const again = await post<DocumentDto>(ownerRoute.action, who, id, fields);
    expect(again.status).toBe(200);
    expect(again.body.ok && again.body.value).toMatchObject({ readerRoles: ["admin", "user"], version: 1 });
    expect(await versionsOf(id)).toHaveLength(1);

    await deleteDocument(domain(), who.actor, id);
    const gone = await post(ownerRoute.action, who, id, { ...fields, readers: "everyone" });
    expect(gone.status).toBe(404);
    expect(!gone.body.ok && gone.body.message).toBe("The requested document was not found.");
  });
});

describe("the preview (/documents/:id/preview)", () => {
  type Preview = {
    document: DocumentDto;
    mine: { applies: boolean; version: number | null; acknowledgedAt: string | null } | null;
  };

  it("reads the text and where the person stands with the version in force", async () => {
    const who = await person({ role: "user" });
    const id = await createDocument(who.company.id, { status: "approved", content: "Read me." });
    const page = await load<Preview>(previewRoute.loader, who, id);
    expect(page.status).toBe(200);
    expect(page.read?.document).toMatchObject({ id, content: "Read me." });
    expect(page.read?.mine).toMatchObject({ applies: true, version: 1, acknowledgedAt: null });
  });

  it("answers another company's document with 404 and a plan without the library with 403", async () => {
    const theirs = await createDocument((await admin()).company.id, { status: "approved" });
    expect((await load(previewRoute.loader, await person({ role: "user" }), theirs)).status).toBe(404);
    const free = await person({ tier: "freemium", role: "company_admin" });
    expect((await load(previewRoute.loader, free, await createDocument(free.company.id))).status).toBe(403);
  });
});

describe("the library's highlighted document (/documents?highlight=)", () => {
  type Library = { highlightId: number | null; highlighted: { id: number; title: string } | null };

  async function library(who: Person, query: string) {
    const request = new Request(`http://localhost/documents${query}`);
    const answer = (await libraryRoute.loader({
      request,
      context: await routeContextOf(who),
      params: {},
    })) as Library;
    return answer;
  }

  it("reads the company's document pointed out, even one the rows do not hold (archived)", async () => {
    const who = await person({ role: "user" });
    const id = await createDocument(who.company.id, { status: "archived", title: "Old Leave Policy" });
    const page = await library(who, `?highlight=${id}`);
    expect(page.highlightId).toBe(id);
    expect(page.highlighted).toMatchObject({ id, title: "Old Leave Policy" });
    expect(page.highlighted).not.toHaveProperty("content");
  });

  it("gives nothing for another company's document (the page says it cannot be opened)", async () => {
    const theirs = await createDocument((await admin()).company.id);
    const page = await library(await person({ role: "user" }), `?highlight=${theirs}`);
    expect(page.highlightId).toBe(theirs);
    expect(page.highlighted).toBeNull();
  });
});
