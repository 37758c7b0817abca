// @charterly/domain/operations — the D1-bound operations and the types their callers need, for
// server code only (Remix loaders in *.server.ts, jobs). Each operation checks its own
// permission; callers pass the request's DomainContext and the signed-in Actor.

export type { Actor } from "./access/actor";
export { suggestStarterQuestions } from "./assistant/starter-questions";
export type { SessionUser } from "./auth/find-session-user";
export { confirmDomainLink } from "./authorized-domains/confirm-domain-link";
export { findDomainLink } from "./authorized-domains/find-domain-link";
export { addComment } from "./comments/add-comment";
export { type DocumentDiscussion, getDocumentDiscussion } from "./comments/document-discussion";
export { getCompanySettings } from "./company-settings/get-company-settings";
export type { Clock, Database, DomainContext } from "./context";
export { countDashboardFigures, type DashboardFigures } from "./dashboard/count-dashboard-figures";
export { getDocument } from "./documents/get-document";
export { listDocuments } from "./documents/list-documents";
export { type StatusChangeCost, statusChangeCost } from "./documents/status-change-cost";
export { updateDocument } from "./documents/update-document";
export { listReviewsDue, type ReviewsDue } from "./lifecycle/reviews-due";
export { listToRead } from "./lifecycle/to-read";
export { changeUserRole } from "./team/change-user-role";
export { inviteUser } from "./team/invite-user";
export { listCompanyUsers } from "./team/list-company-users";
export { removeUser } from "./team/remove-user";
export { resendInvitation } from "./team/resend-invitation";
export { revokeInvitation } from "./team/revoke-invitation";
export { listTemplates } from "./templates/list-templates";
export { getTokenBalance } from "./tokens/get-token-balance";
export { checkRegistrationLimit, type RegistrationLimit } from "./users/check-registration-limit";
