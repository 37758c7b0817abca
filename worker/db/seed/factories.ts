// Plain-data factories: the values one row (or one document) is written with, with sensible
// defaults and per-call overrides. They write nothing; callers insert what they return.
//
// Where they live, and why here: the seed (this folder) and every test build their rows through
// these functions. The seed runs inside the Worker and from Node through tsx (scripts/seed-local.ts,
// local-idp), so it must not import from test/ — test/ is outside the Worker's sources, and its
// helpers pull in `cloudflare:test`. So the factories live beside the seed, depend only on the
// contract and on drizzle's row types, and test/support/factories.ts re-exports them (adding the
// test-only `actorFor`); the database-writing helpers for tests (test/support/fixtures.ts) build on
// them.
import type { CompanyFeatures, Role } from "@charterly/domain/contract";
import type { CreateDocumentOptions } from "../../domain/documents/create-document";
import type {
  comments,
  companies,
  companySettings,
  templates,
  tokenBalances,
  tokenTransactions,
  users,
} from "../schema";

export type CompanyRow = typeof companies.$inferInsert;
export type CompanySettingsRow = typeof companySettings.$inferInsert;
export type UserRow = typeof users.$inferInsert;
export type TemplateRow = typeof templates.$inferInsert;
export type TokenBalanceRow = typeof tokenBalances.$inferInsert;
export type TokenTransactionRow = typeof tokenTransactions.$inferInsert;
export type CommentRow = typeof comments.$inferInsert;

/** A short random suffix, so names and e-mail addresses made by default do not collide. */
export const uniqueSuffix = () => crypto.randomUUID().slice(0, 8);

/** A company's feature switches as a new company has them (the company_settings column defaults). */
export const DEFAULT_FEATURES: CompanyFeatures = {
  aiAssistant: true,
  documentImport: true,
  emailService: true,
  slack: false,
};

export function companyRow(overrides: Partial<CompanyRow> = {}): CompanyRow {
  return { name: `Test Co ${uniqueSuffix()}`, tier: "enterprise", ...overrides };
}

/** A company's settings row; `features` are the switches (defaults: DEFAULT_FEATURES). */
export function companySettingsRow(
  options: { companyId: number; features?: Partial<CompanyFeatures> } & Partial<CompanySettingsRow>,
): CompanySettingsRow {
  const { features: featureOverrides, ...overrides } = options;
  const features = { ...DEFAULT_FEATURES, ...featureOverrides };
  return {
    aiAssistantEnabled: features.aiAssistant,
    documentImportEnabled: features.documentImport,
    emailServiceEnabled: features.emailService,
    slackEnabled: features.slack,
    ...overrides,
  };
}

/**
 * A person of a company: verified e-mail (unique by default), first name "Test" and the role as the
 * last name, so a test user's display name reads "Test user", "Test company_admin"…
 */
export function userRow(options: { companyId: number; role?: Role } & Partial<UserRow>): UserRow {
  const role = options.role ?? "user";
  return {
    email: `${role}-${uniqueSuffix()}@example.test`,
    firstName: "Test",
    lastName: role,
    emailVerified: true,
    ...options,
    role,
  };
}

export const TEMPLATE_TEXT = `CLEAN DESK POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy explains how [Company Name] keeps information safe at every desk.

2. Scope

It applies to everyone who works for [Company Name].

3. Review

[Department] reviews this policy every year.`;

/** A template of the library: a short policy with every placeholder, open to every plan. */
export function templateRow(overrides: Partial<TemplateRow> = {}): TemplateRow {
  const name = overrides.name ?? `Test Template ${uniqueSuffix()}`;
  return {
    name,
    description: `${name} template`,
    category: "other",
    requiredTier: "freemium",
    isPublic: true,
    content: TEMPLATE_TEXT,
    ...overrides,
  };
}

/** A token balance: `balance` tokens bought, none used, unless told otherwise. */
export function tokenBalanceRow(
  options: { companyId: number; balance: number } & Partial<TokenBalanceRow>,
): TokenBalanceRow {
  return { purchased: options.balance, used: 0, ...options };
}

/** A ledger row; by default the purchase of `amount` tokens that leaves the balance at `amount`. */
export function tokenTransactionRow(
  options: { companyId: number; amount: number } & Partial<TokenTransactionRow>,
): TokenTransactionRow {
  return {
    transactionType: "purchase",
    balanceAfter: options.amount,
    description: "Opening balance",
    ...options,
  };
}

export function commentRow(
  options: { documentId: number; companyId: number; userId: number } & Partial<CommentRow>,
): CommentRow {
  return { comment: "A comment", commentType: "general", ...options };
}

/**
 * A document is never one row: createDocument (worker/domain/documents) writes it together with
 * its version 1 in one batch. So this factory gives createDocument's input, not a table row;
 * writing a documents row by hand would skip version 1 and repeat that rule.
 */
export function documentInput(
  options: { companyId: number } & Partial<CreateDocumentOptions>,
): CreateDocumentOptions {
  return {
    author: { userId: null, displayName: "Test Author" },
    title: "Remote Work Policy",
    description: null,
    category: "hr",
    content: "Staff may work from home.",
    status: "draft",
    ...options,
  };
}
