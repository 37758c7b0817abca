import {
  crmFieldMappings,
  domainJoinOffers,
  domainVerifications,
  emailOutbox,
  invitations,
  knowledgeBaseDocuments,
  questionGaps,
  scimTokens,
  tokenRequests,
} from "../../worker/db/schema";
import type { Actor } from "../../worker/domain/access/actor";
import {
  createComment,
  createCompany,
  createDocument,
  createTemplate,
  domain,
  person,
  systemCompany,
  versionsOf,
} from "./fixtures";

export interface WorldCaller {
  name: string;
  actor: Actor | null;
  cookie?: string;
}

export interface CallerWorld {
  callers: WorldCaller[];
  /** Ids owned by the second company, by path parameter name: refused (404) to every caller but the platform's. */
  foreignIds: Record<string, number>;
  /** Platform-wide records (a template, a CRM mapping) that callers the route admits may use. */
  sharedIds: Record<string, number>;
}

export async function buildCallerWorld(): Promise<CallerWorld> {
  const ctx = domain();
  const platformCompany = await systemCompany();
  const callers: WorldCaller[] = [{ name: "anonymous", actor: null }];
  const kinds: [string, Actor["tier"], Actor["role"]][] = [
    ["freemium user", "freemium", "user"],
    ["freemium company_admin", "freemium", "company_admin"],
    ["per_document user", "per_document", "user"],
    ["enterprise user", "enterprise", "user"],
    ["enterprise company_admin", "enterprise", "company_admin"],
    ["platform_admin", "system_admin", "platform_admin"],
  ];
  for (const [name, tier, role] of kinds) {
    const company = role === "platform_admin" ? platformCompany : undefined;
    const { actor, cookie } = await person({ tier, role, company });
    callers.push({ name, actor, cookie });
  }

  const foreignIds: Record<string, number> = {};
  const sharedIds: Record<string, number> = {};
  const other = await person({ tier: "enterprise", role: "company_admin", companyName: "Second Company" });
  foreignIds.companyId = other.company.id;
  foreignIds.userId = other.user.id;
  foreignIds.documentId = await createDocument(other.company.id, {
    author: { userId: other.user.id, displayName: "Other Admin" },
    title: "Second company's secret policy",
    category: "hr",
    content: "CONFIDENTIAL",
    status: "approved",
  });
  foreignIds.versionId = (await versionsOf(foreignIds.documentId))[0]!.id;
  foreignIds.commentId = (
    await createComment({
      documentId: foreignIds.documentId,
      companyId: other.company.id,
      userId: other.user.id,
      comment: "Second company's comment",
      commentType: "suggestion",
    })
  ).id;
  const [gap] = await ctx.companyDb
    .insert(questionGaps)
    .values({
      companyId: other.company.id,
      question: "Second company's question",
      terms: "compani question second",
      lastAskedAt: new Date(),
    })
    .returning();
  foreignIds.gapId = gap!.id;
  const [entry] = await ctx.companyDb
    .insert(knowledgeBaseDocuments)
    .values({
      companyId: other.company.id,
      title: "Second company's knowledge",
      fileName: "k.txt",
      fileKey: "none",
    })
    .returning();
  foreignIds.entryId = entry!.id;
  const [invitation] = await ctx.companyDb
    .insert(invitations)
    .values({
      companyId: other.company.id,
      email: "second.company.invitee@example.test",
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning();
  foreignIds.invitationId = invitation!.id;
  const [claim] = await ctx.companyDb
    .insert(domainVerifications)
    .values({ companyId: other.company.id, domain: "second-company.example" })
    .returning();
  foreignIds.claimId = claim!.id;
  const [scimToken] = await ctx.companyDb
    .insert(scimTokens)
    .values({ companyId: other.company.id, name: "Second company's IdP", tokenHash: "not-a-real-hash" })
    .returning();
  foreignIds.tokenId = scimToken!.id;
  // A person of the second company offered to join a third that proved their domain (decision 032).
  const prover = await createCompany("enterprise", "Third Company");
  const [offer] = await ctx.companyDb
    .insert(domainJoinOffers)
    .values({
      userId: other.user.id,
      companyId: prover.id,
      fromCompanyId: other.company.id,
      domain: "second-company.example",
    })
    .returning();
  foreignIds.offerId = offer!.id;
  const [request] = await ctx.companyDb
    .insert(tokenRequests)
    .values({
      companyId: other.company.id,
      requestedByUserId: other.user.id,
      requestedTokens: 20,
      businessJustification: "Second company's request",
      contactEmail: "second.company@example.test",
    })
    .returning();
  foreignIds.requestId = request!.id;
  const [email] = await ctx.companyDb
    .insert(emailOutbox)
    .values({
      companyId: other.company.id,
      toAddress: "second.company@example.test",
      subject: "Second company's e-mail",
      textBody: "Body",
      kind: "test",
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
    })
    .returning();
  foreignIds.taskId = email!.id;
  const template = await createTemplate({
    name: "Fuzz HR Policy",
    category: "hr",
    requiredTier: "freemium",
    isPublic: false,
    content: "1. Purpose\n\n[Company Name] has a policy.",
  });
  sharedIds.templateId = template.id;
  const [mapping] = await ctx.companyDb.select().from(crmFieldMappings).limit(1);
  sharedIds.mappingId = mapping!.id;
  return { callers, foreignIds, sharedIds };
}
