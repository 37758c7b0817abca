import type { AcknowledgementDto, Role } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as dashboardAction } from "../../remix-app/routes/_index";
import { documentAcknowledgements, documents } from "../../worker/db/schema";
import { createDocument, domain, type Person, person } from "../support/fixtures";
import { formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// 'I have read this' as a form posted to the dashboard's route action (decision 016, decision 026):
// from the 'To read' list and from a document's preview, with or without JavaScript. It answers as
// POST /api/documents/:id/acknowledge does, and a double submit records one acknowledgement.

const STALE = "This document changed; read the new version.";

async function inForce(companyId: number, readerRoles: Role[] | null = null) {
  const id = await createDocument(companyId, {
    status: "approved",
    title: "Travel Policy",
    content: "1. Purpose\n\nEmployees travel economy.",
  });
  await domain().companyDb.update(documents).set({ readerRoles }).where(eq(documents.id, id));
  return id;
}

async function acknowledge(who: Person, fields: Record<string, string | number>) {
  const answer = await dashboardAction({
    request: formPost("/?index", { intent: "acknowledge", ...fields }),
    context: await routeContextOf(who),
    params: {},
  });
  return formAnswerOf<AcknowledgementDto>(answer);
}

const rowsOf = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(documentAcknowledgements)
    .where(eq(documentAcknowledgements.documentId, documentId));

describe("'I have read this' posted as a form", () => {
  it("records the version read, and a second submit of the same form records nothing more", async () => {
    const reader = await person({ role: "user", tier: "enterprise" });
    const id = await inForce(reader.company.id);
    const [first, second] = await Promise.all([
      acknowledge(reader, { documentId: id, version: 1 }),
      acknowledge(reader, { documentId: id, version: 1 }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.ok && first.body.value).toMatchObject({ documentId: id, version: 1 });
    expect(first.body.ok && second.body.ok && second.body.value.acknowledgedAt).toBe(
      first.body.ok && first.body.value.acknowledgedAt,
    );
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("says the document changed when the version read is no longer in force (a stale form)", async () => {
    const reader = await person({ role: "user", tier: "enterprise" });
    const id = await inForce(reader.company.id);
    const { status, body } = await acknowledge(reader, { documentId: id, version: 2 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, code: "conflict", message: STALE });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("answers a version that is not a number with 400 and the field's message", async () => {
    const reader = await person({ role: "user", tier: "enterprise" });
    const id = await inForce(reader.company.id);
    const { status, body } = await acknowledge(reader, { documentId: id, version: "latest" });
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(!body.ok && body.fieldErrors.version).toBeTruthy();
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("refuses a document not addressed to the person, another company's, and a plan without acknowledgements", async () => {
    const reader = await person({ role: "user", tier: "enterprise" });
    const adminsOnly = await inForce(reader.company.id, ["company_admin"]);
    const refused = await acknowledge(reader, { documentId: adminsOnly, version: 1 });
    expect(refused.status).toBe(403);

    const stranger = await person({ role: "user", tier: "enterprise" });
    const notTheirs = await acknowledge(stranger, {
      documentId: await inForce(reader.company.id),
      version: 1,
    });
    expect(notTheirs.status).toBe(404);

    const freemium = await person({ role: "user", tier: "freemium" });
    const notInPlan = await acknowledge(freemium, {
      documentId: await inForce(freemium.company.id),
      version: 1,
    });
    expect(notInPlan.status).toBe(403);
    expect(await rowsOf(adminsOnly)).toHaveLength(0);
  });
});
