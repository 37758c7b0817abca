import { selectAnswerModel } from "./adapters/ai/select-answer-model";
import { selectTextModel } from "./adapters/ai/select-text-model";
import { dnsOverHttps } from "./adapters/dns/dns-over-https";
import { libraryTextExtractor } from "./adapters/extract/library-text-extractor";
import { r2FileStore } from "./adapters/files/r2-file-store";
import { mailDeliveryFromConfig } from "./adapters/mail/mail-delivery-from-config";
import { salesforceRestApi } from "./adapters/salesforce/salesforce-rest-api";
import { DEFAULT_SLACK_API_URL, slackWebApi } from "./adapters/slack/slack-web-api";
import { knowledgeVectorsFromEnv } from "./adapters/vectors/knowledge-vectors-from-env";
import { openDatabase, type RequestDatabase } from "./db/client";
import { companyDatabaseBindings } from "./db/company-database-bindings";
import { homeCrossingCheck } from "./db/known-crossings";
import { type DomainContext, systemClock } from "./domain/context";
import type { SalesforceApi } from "./domain/crm/salesforce-api";
import type { MailDelivery } from "./domain/mail/mail-delivery";
import { aesGcmSecretBox, rotatingSecretBox, type SecretBox } from "./domain/secrets/secret-box";
import type { SlackApi } from "./domain/slack/slack-api";
import { type Env, readConfig } from "./env";
import { workerLogger } from "./http/log";

/**
 * The domain's dependencies for one request (or one scheduled run), built from the Worker's
 * bindings: the one place the runtime chooses the databases, file store, text extractor, text
 * model and mail delivery the operations use.
 */
export function createDomainContext(
  env: Env,
  database: RequestDatabase = openRequestDatabase(env),
): DomainContext {
  let textModel: DomainContext["textModel"] | undefined;
  let answerModel: DomainContext["answerModel"] | undefined;
  let mail: MailDelivery | undefined;
  let secrets: SecretBox | undefined;
  let slack: SlackApi | undefined;
  let salesforce: SalesforceApi | undefined;
  return {
    companyDb: database.db,
    directory: database.directory,
    get companyDatabases() {
      return database.companyDatabases();
    },
    bookmarkOf: (databaseNumber) => database.bookmarks()[databaseNumber - 1] ?? null,
    clock: systemClock,
    files: r2FileStore(env.FILES),
    textExtractor: libraryTextExtractor,
    // Chosen on first use: most requests never write with a model or send mail, and a production
    // Worker without a mail provider must fail only the delivery job (its mail stays queued), not
    // every request.
    get textModel() {
      textModel ??= selectTextModel(env);
      return textModel;
    },
    get answerModel() {
      answerModel ??= selectAnswerModel(env);
      return answerModel;
    },
    vectors: knowledgeVectorsFromEnv(env),
    get mail() {
      mail ??= mailDeliveryFromConfig(readConfig(env));
      return mail;
    },
    get secrets() {
      const { ENCRYPTION_KEY, ENCRYPTION_KEY_PREVIOUS } = readConfig(env);
      secrets ??= ENCRYPTION_KEY_PREVIOUS
        ? rotatingSecretBox(aesGcmSecretBox(ENCRYPTION_KEY), aesGcmSecretBox(ENCRYPTION_KEY_PREVIOUS))
        : aesGcmSecretBox(ENCRYPTION_KEY);
      return secrets;
    },
    get slack() {
      slack ??= slackWebApi(env.SLACK_API_URL || DEFAULT_SLACK_API_URL);
      return slack;
    },
    get salesforce() {
      salesforce ??= salesforceRestApi(readConfig(env).SALESFORCE_TEST_URL ?? null);
      return salesforce;
    },
    get dns() {
      const url = readConfig(env).DNS_OVER_HTTPS_URL;
      return url ? dnsOverHttps(url) : null;
    },
    log: workerLogger,
  };
}

/**
 * The request's database: a D1 session from the person's bookmark (decision 024), its round trips
 * counted, and delayed by D1_ROUND_TRIP_DELAY_MS where a bench sets it — only when APP_ENV is local
 * or test; elsewhere the variable is ignored.
 */
export function openRequestDatabase(env: Env, bookmarks: ReadonlyArray<string | null> = []): RequestDatabase {
  const [directory, ...more] = companyDatabaseBindings(env);
  const [bookmark = null, ...moreBookmarks] = bookmarks;
  return openDatabase(directory!, {
    bookmark,
    moreBookmarks,
    moreCompanyDatabases: more,
    roundTripDelayMs: roundTripDelayMs(env),
    // The tests hold each statement to the database its tables live in (decision 027).
    onHomeCrossing: env.APP_ENV === "test" ? homeCrossingCheck(env.HOME_CROSSINGS) : undefined,
  });
}

function roundTripDelayMs(env: Env): number {
  // Named explicitly: a Worker whose APP_ENV is unset or misspelt is never slowed down.
  if (env.APP_ENV !== "local" && env.APP_ENV !== "test") return 0;
  const ms = Number(env.D1_ROUND_TRIP_DELAY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 5_000) : 0;
}
