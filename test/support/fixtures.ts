// Database-writing helpers for tests: each writes the rows the factories (./factories.ts) describe
// into the test D1 and answers what it wrote. `person()` is the usual start of an API test: a company,
// one of its people, the actor the session lookup builds for them and their session cookie.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type CompanyFeatures, type Role, SYSTEM_COMPANY_ID, type Tier } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { createApiApp } from "../../worker/api/app";
import {
  comments,
  companies,
  companySettings,
  documents,
  documentVersions,
  sessions,
  templates,
  tokenBalances,
  tokenTransactions,
  users,
} from "../../worker/db/schema";
import type { Actor } from "../../worker/domain/access/actor";
import { createSession } from "../../worker/domain/auth/create-session";
import { toSessionUser } from "../../worker/domain/auth/find-session-user";
import type { Database } from "../../worker/domain/context";
import {
  type CreateDocumentOptions,
  createDocument as writeDocument,
} from "../../worker/domain/documents/create-document";
import { documentWithContent } from "../../worker/domain/documents/load-document";
import { mirrorPersonStatement } from "../../worker/domain/people/people-mirror";
import { withCompanyDatabase } from "../../worker/domain/platform/company-databases";
import { createDomainContext } from "../../worker/domain-context";
import type { Env } from "../../worker/env";
import { SESSION_COOKIE } from "../../worker/http/cookies";
import {
  type CommentRow,
  type CompanyRow,
  commentRow,
  companyRow,
  companySettingsRow,
  documentInput,
  type TemplateRow,
  type TokenBalanceRow,
  templateRow,
  tokenBalanceRow,
  type UserRow,
  userRow,
} from "./factories";

export const APP_ORIGIN = "http://localhost";

export const domain = () => createDomainContext(env);

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;

export interface CompanyOptions extends Partial<CompanyRow> {
  /** The company's feature switches (company settings); the rest keep their defaults. */
  features?: Partial<CompanyFeatures>;
  /** The company's own user limit (company settings). */
  maxUsers?: number | null;
}

/** A company of the tier with its settings row; a string second argument is its name. */
export async function createCompany(tier: Tier, options: string | CompanyOptions = {}): Promise<Company> {
  const { features, maxUsers, ...overrides } = typeof options === "string" ? { name: options } : options;
  const ctx = domain();
  const [company] = await ctx.companyDb
    .insert(companies)
    .values(companyRow({ ...overrides, tier }))
    .returning();
  await ctx.companyDb
    .insert(companySettings)
    .values(companySettingsRow({ companyId: company!.id, features, maxUsers }));
  return company!;
}

/** A person of the company; a string third argument is their e-mail address. */
export async function createUser(
  companyId: number,
  role: Role,
  options: string | Partial<UserRow> = {},
): Promise<User> {
  const overrides = typeof options === "string" ? { email: options } : options;
  const [user] = await domain()
    .companyDb.insert(users)
    .values(userRow({ ...overrides, companyId, role }))
    .returning();
  // As the operations that create a person do: the copy in their company's database, right after.
  await mirrorPersonStatement(await companyDatabaseOf(companyId), user!);
  return user!;
}

/** The company database that holds the company (its `database_number`; decision 027). */
export async function companyDatabaseOf(companyId: number): Promise<Database> {
  const ctx = domain();
  const [company] = await ctx.directory
    .select({ databaseNumber: companies.databaseNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  const db = ctx.companyDatabases[(company?.databaseNumber ?? 1) - 1];
  if (!db) throw new Error(`Company ${companyId} is placed on a database the tests do not bind.`);
  return db;
}

/**
 * After a test changed a person's row directly: the company database's copy follows, as it does
 * after each operation that changes a person (domain/people/people-mirror.ts).
 */
export async function copyPersonToCompany(userId: number) {
  const user = await findUser(userId);
  await mirrorPersonStatement(await companyDatabaseOf(user.companyId), user, "always");
}

export interface SessionOptions {
  /**
   * When the person authenticated at the identity provider (the ID token's auth_time). Defaults to
   * now: the session counts as a recent sign-in (an e-mail change goes through). Null: unknown.
   */
  authenticatedAt?: Date | null;
}

/** A fresh session for the user, as the Cookie header a browser would send. */
export async function cookieFor(userId: number, options: SessionOptions = {}) {
  const { authenticatedAt = new Date() } = options;
  const { token } = await createSession(domain(), { userId, authenticatedAt });
  return `${SESSION_COOKIE}=${token}`;
}

/** The actor the session lookup builds for this user (role, tier, feature switches, name). */
export async function actorOf(user: User): Promise<Actor> {
  const [row] = await domain()
    .companyDb.select({ company: companies, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, user.companyId));
  return toSessionUser(user, row!.company, row!.settings).actor;
}

export interface Person {
  company: Company;
  user: User;
  actor: Actor;
  /** The Cookie header of a fresh session of theirs, signed in just now (a recent sign-in). */
  cookie: string;
}

export interface PersonOptions extends CompanyOptions {
  /** Defaults to enterprise; ignored when `company` is given. */
  tier?: Tier;
  /** Defaults to user. */
  role?: Role;
  /** Join this company instead of creating one. */
  company?: Company;
  email?: string;
  /** The new company's name (ignored when `company` is given). */
  companyName?: string;
}

/** A signed-in person: a new company of the tier (or `company`), one of its people, actor and cookie. */
export async function person(options: PersonOptions = {}): Promise<Person> {
  const {
    tier = "enterprise",
    role = "user",
    company: existing,
    email,
    companyName,
    ...companyOptions
  } = options;
  const company =
    existing ??
    (await createCompany(tier, { ...companyOptions, ...(companyName ? { name: companyName } : {}) }));
  const user = await createUser(company.id, role, email ? { email } : {});
  return { company, user, actor: await actorOf(user), cookie: await cookieFor(user.id) };
}

/** The system company (10001, System Admin), created once per database. */
export async function systemCompany(): Promise<Company> {
  const ctx = domain();
  await ctx.companyDb
    .insert(companies)
    .values(companyRow({ id: SYSTEM_COMPANY_ID, name: "Charterly", tier: "system_admin" }))
    .onConflictDoNothing();
  const [company] = await ctx.companyDb.select().from(companies).where(eq(companies.id, SYSTEM_COMPANY_ID));
  return company!;
}

/** A platform administrator: a person of the system company, signed in. */
export async function platformAdmin(): Promise<Person> {
  return person({ role: "platform_admin", company: await systemCompany() });
}

/** A template of the library (defaults: a short policy with every placeholder, open to every plan). */
export async function createTemplate(overrides: Partial<TemplateRow> = {}) {
  const [template] = await domain().companyDb.insert(templates).values(templateRow(overrides)).returning();
  return template!;
}

export interface DocumentOptions extends Partial<Omit<CreateDocumentOptions, "companyId">> {
  /** Written with a clock at this time (created and updated), so orders are known. */
  at?: Date;
}

/** A document with its version 1, written as the domain writes every new document (in the company's database); answers its id. */
export async function createDocument(companyId: number, options: DocumentOptions = {}): Promise<number> {
  const { at, ...overrides } = options;
  // In the company's own database, as its people's writes are (decision 027).
  const base = domain();
  const db = await companyDatabaseOf(companyId);
  const ctx = db === base.companyDb ? base : withCompanyDatabase(base, db);
  if (at) ctx.clock = { now: () => at };
  return writeDocument(ctx, documentInput({ ...overrides, companyId }));
}

/** The company's token balance row: `balance` tokens bought, none used, unless told otherwise. */
export async function createTokenBalance(
  companyId: number,
  balance: number,
  overrides: Partial<TokenBalanceRow> = {},
) {
  await domain()
    .companyDb.insert(tokenBalances)
    .values(tokenBalanceRow({ ...overrides, companyId, balance }));
}

export async function createComment(
  options: { documentId: number; companyId: number; userId: number } & Partial<CommentRow>,
) {
  const [comment] = await domain().companyDb.insert(comments).values(commentRow(options)).returning();
  return comment!;
}

// Reading back what an operation wrote.

export const findUser = async (id: number) =>
  (await domain().companyDb.select().from(users).where(eq(users.id, id)))[0]!;
export const findCompany = async (id: number) =>
  (await domain().companyDb.select().from(companies).where(eq(companies.id, id)))[0]!;
/** The document row with its current text, or undefined once it is gone. */
export const findDocument = async (id: number) =>
  (await domain().companyDb.select(documentWithContent).from(documents).where(eq(documents.id, id)))[0];
export const versionsOf = (documentId: number) =>
  domain().companyDb.select().from(documentVersions).where(eq(documentVersions.documentId, documentId));
export const commentsOf = (documentId: number) =>
  domain().companyDb.select().from(comments).where(eq(comments.documentId, documentId));
/** The person's sessions (the directory keeps them): empty once they are signed out everywhere. */
export const sessionsOf = (userId: number) =>
  domain().directory.select().from(sessions).where(eq(sessions.userId, userId));
export const tokenBalanceOf = async (companyId: number) =>
  (await domain().companyDb.select().from(tokenBalances).where(eq(tokenBalances.companyId, companyId)))[0];
/** The company's ledger rows for tokens spent. */
export const usageRows = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.companyId, companyId), eq(tokenTransactions.transactionType, "usage")));

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Bindings to replace for this request (see fetchApi). */
  bindings?: Partial<Env>;
}

/**
 * Hands a request to the API the way the deployed Worker does (same Hono app), with the test
 * bindings plus any `bindings` the test controls (a Workers AI stub, another APP_ENV…).
 */
export async function fetchApi(request: Request, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await createApiApp().fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Calls the API with a JSON body (if any), the cookie, and the app's own Origin on writes. */
export async function callApi(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", APP_ORIGIN);
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  return fetchApi(request, options.bindings);
}

/** POSTs a file to an upload endpoint of the API as a multipart form, as the upload dialogs do. */
export function uploadFile(
  path: string,
  cookie: string,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
  bindings: Parameters<typeof fetchApi>[1] = {},
) {
  const form = new FormData();
  form.set("file", new File([file.bytes.slice()], file.name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return fetchApi(
    new Request(`${APP_ORIGIN}${path}`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    }),
    bindings,
  );
}

/** POSTs a file to /api/documents/import as a multipart form, as the import dialog does. */
export function uploadForImport(
  cookie: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  return uploadFile("/api/documents/import", cookie, { name, bytes }, fields);
}
