/**
 * How soon the same form sent again by the same person counts as the one already sent: a double
 * submit (two clicks, a form posted again by Reload, a retry after a lost answer) writes, mails or
 * asks once. Each operation that guards against it says what "the same" means for its records
 * (comments, token requests, enterprise inquiries, e-mail changes).
 */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;
