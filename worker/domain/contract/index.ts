// @charterly/domain/contract — the vocabulary, schemas, DTO types, permission table and formatting
// shared by the Worker, the browser and the Slack bot. Depends on zod only.
export * from "./current-user";
export * from "./errors";
export * from "./format";
export * from "./import-rules";
export * from "./permissions";
export * from "./schemas/analytics";
export * from "./schemas/chat";
export * from "./schemas/company-settings";
export * from "./schemas/crm";
export * from "./schemas/customers";
export * from "./schemas/documents";
export * from "./schemas/email-change";
export * from "./schemas/enterprise-inquiries";
export * from "./schemas/generation";
export * from "./schemas/imports";
export * from "./schemas/knowledge";
export * from "./schemas/lifecycle";
export * from "./schemas/mail";
export * from "./schemas/platform-settings";
export * from "./schemas/platform-tokens";
export * from "./schemas/profile";
export * from "./schemas/recycle-bin";
export * from "./schemas/team";
export * from "./schemas/templates";
export * from "./schemas/tokens";
export * from "./vocabulary";
