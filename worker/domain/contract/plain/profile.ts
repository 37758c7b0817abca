// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/profile.ts.

export const USE_CHANGE_EMAIL_MESSAGE = "Use Change Email to change your e-mail address.";
export const RENAME_COMPANY_MESSAGE = "Only company admins can rename the company.";
