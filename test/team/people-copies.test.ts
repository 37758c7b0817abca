import type { CommentDto } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companyPeople,
  documentAcknowledgements,
  documents,
  documentVersions,
  users,
} from "../../worker/db/schema";
import type { Database, DomainContext } from "../../worker/domain/context";
import { mirrorPersonStatement, repairPeopleMirror } from "../../worker/domain/people/people-mirror";
import { updateProfile } from "../../worker/domain/profile/update-profile";
import { runScheduledJobs } from "../../worker/jobs/registry";
import { callApi, createDocument, domain, findUser, person } from "../support/fixtures";

// Decision 027, stage 2: a company's rows show its people's names from the company database's own
// copy of them, never by a join into the directory. What a person changes must show there at once,
// a copy a failed request missed is mended by the daily repair, and an old copy never wins.

async function team() {
  const admin = await person({ role: "company_admin" });
  const member = await person({ company: admin.company, role: "user" });
  const documentId = await createDocument(admin.company.id, {
    author: { userId: admin.user.id, displayName: "Admin" },
    title: "Travel Policy",
    content: "1. Purpose\n\nEmployees travel economy.",
    status: "approved",
  });
  return { admin, member, documentId };
}

const comment = (cookie: string, documentId: number, text: string) =>
  callApi("POST", `/api/documents/${documentId}/comments`, { cookie, body: { comment: text } });

async function commentAuthors(cookie: string, documentId: number) {
  const res = await callApi("GET", `/api/documents/${documentId}/comments`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as CommentDto[]).map((c) => c.authorName);
}

async function readers(cookie: string, documentId: number) {
  const res = await callApi("GET", `/api/documents/${documentId}/acknowledgements`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { pending: { userId: number; name: string }[] }).pending;
}

const copyOf = async (userId: number) =>
  (await domain().companyDb.select().from(companyPeople).where(eq(companyPeople.id, userId)))[0];

describe("a company's copy of its people", () => {
  it("shows a person's new name beside their comments and on the reader list as soon as they save it", async () => {
    const { admin, member, documentId } = await team();
    expect((await comment(member.cookie, documentId, "Does this cover trains?")).status).toBe(200);

    const saved = await callApi("PUT", "/api/profile", {
      cookie: member.cookie,
      body: { firstName: "Mira", lastName: "Okafor" },
    });
    expect(saved.status).toBe(200);

    expect(await commentAuthors(admin.cookie, documentId)).toEqual(["Mira Okafor"]);
    expect(await readers(admin.cookie, documentId)).toContainEqual(
      expect.objectContaining({ userId: member.user.id, name: "Mira Okafor" }),
    );
  });

  it("asks a person promoted to admin to read the admins' documents, and forgets a removed person", async () => {
    const { admin, member, documentId } = await team();
    await domain()
      .companyDb.update(documents)
      .set({ readerRoles: ["company_admin"] })
      .where(eq(documents.id, documentId));
    expect((await comment(member.cookie, documentId, "Noted.")).status).toBe(200);
    expect((await readers(admin.cookie, documentId)).map((r) => r.userId)).toEqual([admin.user.id]);

    const promoted = await callApi("PUT", `/api/admin/users/${member.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: "company_admin" },
    });
    expect(promoted.status).toBe(200);
    expect((await readers(admin.cookie, documentId)).map((r) => r.userId).sort()).toEqual(
      [admin.user.id, member.user.id].sort(),
    );

    const removed = await callApi("DELETE", `/api/admin/users/${member.user.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect((await readers(admin.cookie, documentId)).map((r) => r.userId)).toEqual([admin.user.id]);
    // What they wrote stays, without a name: the account is gone.
    expect(await commentAuthors(admin.cookie, documentId)).toEqual([null]);
    expect(await copyOf(member.user.id)).toBeUndefined();
  });

  it("clears a removed person from the company's rows, as the foreign keys into the directory did", async () => {
    const { admin, member } = await team();
    const documentId = await createDocument(admin.company.id, {
      author: { userId: member.user.id, displayName: "Member" },
      title: "Remote Work",
      content: "1. Scope\n\nEveryone.",
      status: "approved",
    });
    await domain()
      .companyDb.update(documents)
      .set({ ownerUserId: member.user.id })
      .where(eq(documents.id, documentId));
    await domain().companyDb.insert(documentAcknowledgements).values({
      companyId: admin.company.id,
      documentId,
      version: 1,
      userId: member.user.id,
      acknowledgedAt: new Date(),
    });

    const removed = await callApi("DELETE", `/api/admin/users/${member.user.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    // The company's database keeps no key into the people (migration 0015): the removal clears them.
    const [document] = await domain().companyDb.select().from(documents).where(eq(documents.id, documentId));
    expect(document).toMatchObject({ createdByUserId: null, ownerUserId: null });
    const versions = await domain()
      .companyDb.select({ changedBy: documentVersions.changedByUserId })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId));
    expect(versions).toEqual([{ changedBy: null }]);
    const acknowledged = await domain()
      .companyDb.select()
      .from(documentAcknowledgements)
      .where(eq(documentAcknowledgements.userId, member.user.id));
    expect(acknowledged).toEqual([]);
  });

  it("a change whose copy cannot be written still succeeds, is logged, and the daily repair mends the copy", async () => {
    const { admin, member, documentId } = await team();
    expect((await comment(member.cookie, documentId, "Question.")).status).toBe(200);
    const logged: string[] = [];
    const busy = new Proxy(domain().companyDb, {
      get: (target, key, receiver) =>
        key === "batch"
          ? () => Promise.reject(new Error("D1_ERROR: database is busy"))
          : Reflect.get(target, key, receiver),
    }) as Database;
    // The company's database (the first: the team's company is placed there) fails every batch.
    const [, ...others] = domain().companyDatabases;
    const ctx: DomainContext = {
      ...domain(),
      companyDb: busy,
      companyDatabases: [busy, ...others],
      log: { error: (message) => logged.push(message), warn: () => {} },
    };

    const saved = await updateProfile(ctx, member.actor, { firstName: "Sam", lastName: "Rivera" });
    expect(saved).toMatchObject({ firstName: "Sam", lastName: "Rivera" });
    expect(logged).toEqual([expect.stringContaining("repair-people-copies")]);
    expect(await commentAuthors(admin.cookie, documentId)).toEqual(["Test user"]);

    const results = await runScheduledJobs("0 6 * * *", domain());
    expect(results).toContainEqual(
      expect.objectContaining({
        job: "repair-people-copies",
        ok: true,
        summary: expect.stringMatching(/copies mended: 1, removed: 0$/),
      }),
    );
    expect(await commentAuthors(admin.cookie, documentId)).toEqual(["Sam Rivera"]);
    const again = await runScheduledJobs("0 6 * * *", domain());
    expect(again).toContainEqual(
      expect.objectContaining({
        job: "repair-people-copies",
        summary: expect.stringMatching(/copies mended: 0, removed: 0$/),
      }),
    );
  });

  it("the repair pages through everyone: a missing copy is written, a wrong one corrected, one of nobody removed", async () => {
    const { admin, member } = await team();
    const third = await person({ company: admin.company, role: "user" });
    const ctx = domain();
    await ctx.companyDb.delete(companyPeople).where(eq(companyPeople.id, member.user.id));
    await ctx.companyDb
      .update(companyPeople)
      .set({ role: "company_admin" })
      .where(eq(companyPeople.id, third.user.id));
    const stranger = { ...(await findUser(admin.user.id)), id: 9_000_001, email: "nobody@example.test" };
    await mirrorPersonStatement(ctx.companyDb, stranger);

    // Pages of two, so the copies and the people are compared across several pages.
    const repair = await repairPeopleMirror(ctx, 2);
    expect(repair).toMatchObject({ copied: 2, removed: 1 });
    expect(await copyOf(member.user.id)).toMatchObject({ email: member.user.email, role: "user" });
    expect(await copyOf(third.user.id)).toMatchObject({ role: "user" });
    expect(await copyOf(stranger.id)).toBeUndefined();
    expect(await repairPeopleMirror(ctx, 2)).toMatchObject({ copied: 0, removed: 0 });
  });

  it("an older copy never overwrites a newer one (two changes whose copies arrive out of order)", async () => {
    const { member } = await team();
    const ctx = domain();
    const row = await findUser(member.user.id);
    const later = { ...row, firstName: "Newer", updatedAt: new Date(row.updatedAt.getTime() + 2000) };
    const earlier = { ...row, firstName: "Older", updatedAt: new Date(row.updatedAt.getTime() + 1000) };
    await ctx.directory.update(users).set(later).where(eq(users.id, row.id));

    await mirrorPersonStatement(ctx.companyDb, later);
    await mirrorPersonStatement(ctx.companyDb, earlier);
    expect(await copyOf(row.id)).toMatchObject({ firstName: "Newer" });
    expect(await repairPeopleMirror(ctx)).toMatchObject({ copied: 0 });
  });
});
