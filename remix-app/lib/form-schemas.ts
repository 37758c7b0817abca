// The contract's schemas as the browser's forms use them: loaded when a form first needs one, not
// with the page. zod and the schemas are about 27 KB of gzipped JavaScript; a page that only shows
// data (the library, the templates, the chat, the dashboard) then does not download or run them,
// and a page with a form fetches them once the person first touches the page (a press, a key, a
// focus: `afterFirstInteraction`), so loading a page never waits on them. The server checks every
// body with the same schema whatever the browser did, so a form submitted before its schema has
// arrived is still checked: its field errors come back from the action (as they do without
// JavaScript).
//
// The contract's limits, options and messages are in its zod-free modules (contract/plain/), which
// the pages import directly.

/** A contract schema (or Conform's adapter that reads one), imported on first use. */
export interface LazySchema<S> {
  /** Starts (or joins) the import; a failed import is tried again on the next call. */
  load(): Promise<S>;
  /** The schema once its import has finished, else undefined. */
  loaded(): S | undefined;
}

export function lazySchema<S>(importSchema: () => Promise<S>): LazySchema<S> {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  return {
    load() {
      loading ??= importSchema().then(
        (imported) => {
          schema = imported;
          return imported;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => schema,
  };
}

let interacted: Promise<void> | undefined;

/**
 * Resolves at the person's first press, key or focus on the page (at once if that has happened):
 * a form's schema is fetched then, not while the page loads. Nobody types into a field without
 * one of these first.
 */
export function afterFirstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, { capture: true, passive: true });
  });
  return interacted;
}

/** Conform's zod adapter (lib/conform-zod.ts), which brings zod: loaded with a form's schema. */
export const conformZod = lazySchema(() => import("./conform-zod"));

/** Loads a form's schema and the adapter now (a dialog about to open), ignoring a failed import. */
export const preloadContractForm = (source: LazySchema<unknown>) =>
  Promise.all([source.load(), conformZod.load()]).catch(() => undefined);

const chat = () => import("@charterly/domain/contract/schemas/chat");
const companySettings = () => import("@charterly/domain/contract/schemas/company-settings");
const crm = () => import("@charterly/domain/contract/schemas/crm");
const customers = () => import("@charterly/domain/contract/schemas/customers");
const documents = () => import("@charterly/domain/contract/schemas/documents");
const emailChange = () => import("@charterly/domain/contract/schemas/email-change");
const inquiries = () => import("@charterly/domain/contract/schemas/enterprise-inquiries");
const generation = () => import("@charterly/domain/contract/schemas/generation");
const lifecycle = () => import("@charterly/domain/contract/schemas/lifecycle");
const platformSettings = () => import("@charterly/domain/contract/schemas/platform-settings");
const platformTokens = () => import("@charterly/domain/contract/schemas/platform-tokens");
const profile = () => import("@charterly/domain/contract/schemas/profile");
const team = () => import("@charterly/domain/contract/schemas/team");
const templates = () => import("@charterly/domain/contract/schemas/templates");
const tokens = () => import("@charterly/domain/contract/schemas/tokens");

export const chatStreamEventSchema = lazySchema(() => chat().then((m) => m.chatStreamEventSchema));
export const authorizedDomainSchema = lazySchema(() =>
  companySettings().then((m) => m.authorizedDomainSchema),
);
export const companySettingsUpdateSchema = lazySchema(() =>
  companySettings().then((m) => m.companySettingsUpdateBody),
);
export const archiveOldDocumentsSchema = lazySchema(() =>
  companySettings().then((m) => m.archiveOldDocumentsBody),
);
export const crmConfigSchema = lazySchema(() => crm().then((m) => m.crmConfigBody));
export const crmMappingSchema = lazySchema(() => crm().then((m) => m.crmMappingBody));
export const createCustomerSchema = lazySchema(() => customers().then((m) => m.createCustomerBody));
export const updateCustomerSchema = lazySchema(() => customers().then((m) => m.updateCustomerBody));
/** The title/description/content branch of the document update (the other branch is the status). */
export const editDocumentSchema = lazySchema(() => documents().then((m) => m.updateDocumentBody.options[1]));
export const addCommentSchema = lazySchema(() => documents().then((m) => m.addCommentBody));
export const requestEmailChangeSchema = lazySchema(() => emailChange().then((m) => m.requestEmailChangeBody));
export const enterpriseInquirySchema = lazySchema(() => inquiries().then((m) => m.enterpriseInquiryBody));
export const generateDocumentSchema = lazySchema(() => generation().then((m) => m.generateDocumentBody));
export const documentLifecycleSchema = lazySchema(() => lifecycle().then((m) => m.documentLifecycleBody));
export const platformSettingsUpdateSchema = lazySchema(() =>
  platformSettings().then((m) => m.platformSettingsUpdateBody),
);
export const addCreditsSchema = lazySchema(() => platformTokens().then((m) => m.addCreditsBody));
export const processTokenRequestSchema = lazySchema(() =>
  platformTokens().then((m) => m.processTokenRequestBody),
);
export const updateProfileSchema = lazySchema(() => profile().then((m) => m.updateProfileBody));
export const inviteUserSchema = lazySchema(() => team().then((m) => m.inviteUserBody));
export const templateFormSchema = lazySchema(() => templates().then((m) => m.templateFormBody));
export const tokenRequestSchema = lazySchema(() => tokens().then((m) => m.tokenRequestBody));
