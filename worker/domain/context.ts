import type { LanguageModel } from "ai";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { DnsTxtLookup } from "./authorized-domains/dns-txt-lookup";
import type { SalesforceApi } from "./crm/salesforce-api";
import type { FileStore } from "./files/file-store";
import type { DocumentTextExtractor } from "./imports/document-text-extractor";
import type { KnowledgeVectors } from "./knowledge/knowledge-vectors";
import type { Logger } from "./logging/logger";
import type { MailDelivery } from "./mail/mail-delivery";
import type { SecretBox } from "./secrets/secret-box";
import type { SlackApi } from "./slack/slack-api";

/** Drizzle on D1, without the relational query API (worker/db/client.ts says why). */
export type Database = DrizzleD1Database;

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every domain operation may use. The runtime builds it once per request (or scheduled run)
 * in worker/domain-context.ts; tests replace a part by spreading: `{ ...domain(), mail: fake }`.
 */
export interface DomainContext {
  /**
   * The caller's company's database, one of `companyDatabases`: its documents and everything that
   * hangs off them (worker/db/schema/company.ts). A request's is its person's company's
   * (`forPerson`); a platform operation's, the one that holds the company it acts on (`forCompany`,
   * `withCompanyDatabase`).
   */
  companyDb: Database;
  /**
   * The directory: the platform-wide tables, people, sessions, companies, templates, platform
   * settings (worker/db/schema/directory.ts). It is in the `DB` binding, which is also company
   * database 1 (decision 027): the same D1 database as `companyDb` only for a company placed
   * there, so each statement goes through the one its tables live in.
   */
  directory: Database;
  /**
   * Every company database, the directory's own first (it is company database 1: decision 027),
   * for the platform's screens and jobs over all companies (domain/platform/company-databases.ts).
   */
  companyDatabases: readonly Database[];
  /**
   * Where this request's D1 session of company database n (1-based) got to, if the runtime keeps
   * sessions: a move records the arriving database's after its copy, so the company's readers wait
   * for it (worker/db/read-replicas.ts).
   */
  bookmarkOf?: (databaseNumber: number) => string | null;
  clock: Clock;
  /** Where imported originals are kept (R2). */
  files: FileStore;
  /** Reads the text of imported PDF and DOCX files. */
  textExtractor: DocumentTextExtractor;
  /** Writes generated documents (Workers AI, or the embedded composer). */
  textModel: LanguageModel;
  /** Writes the assistant's answers from retrieved passages (Workers AI, or the embedded answerer). */
  answerModel: LanguageModel;
  /**
   * The semantic half of retrieval, when the runtime has an embedding model and a vector index
   * (Workers AI + Vectorize); null otherwise, and retrieval is full-text only. Never faked.
   */
  vectors: KnowledgeVectors | null;
  /** Sends the outbox's queued e-mail (the delivery job). */
  mail: MailDelivery;
  /** Seals and opens secrets kept in D1 (AES-GCM with ENCRYPTION_KEY; the Slack bot token). */
  secrets: SecretBox;
  /** The Slack Web API (SLACK_API_URL; a local fake Slack server in tests). */
  slack: SlackApi;
  /** Salesforce's REST API (the login URL is the CRM configuration's; a local fake in tests). */
  salesforce: SalesforceApi;
  /**
   * DNS TXT lookups, to prove an e-mail domain by a record (DNS_OVER_HTTPS_URL; a local fake DoH
   * server in tests); null where none is configured, and domains are proven by the mailed link.
   */
  dns: DnsTxtLookup | null;
  /** Failures the operation survives (worker/http/log.ts: JSON lines with the request id). */
  log: Logger;
}
