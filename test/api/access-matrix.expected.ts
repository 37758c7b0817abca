// What every kind of caller must get from every /api route: the access matrix's expectations
// (test/api/access-matrix.test.ts), written down here rather than computed from the routes'
// declarations, so that a route declared with the wrong access rule disagrees with this table.
// First written from what the routes answered (issue 25), then reviewed against the permission
// table (worker/domain/contract/permissions.ts) and the plans; kept by hand since: a change to who
// may call a route changes its row in the same commit.
//
// Each row: method, path as registered, then one outcome per caller, in the order of
// MATRIX_CALLERS. The ids in paths belong to a second company none of the callers belongs to
// (test/support/caller-world.ts), except :templateId and :mappingId, platform-wide records.
//   401  not signed in, or no valid service credential
//   403  signed in, but the role, the plan or a company switch refuses it
//   404  nothing this caller may see is there: another company's record, a template that is not
//        public, or the record a route's example body names (sent as it is, to every caller)
//   ok   admitted: any answer but 401, 403, 404 or a 5xx (a 400 or a 409 from the handler is fine)

export const MATRIX_CALLERS = [
  "anonymous", //                 anon
  "freemium user", //             fr-u
  "freemium company_admin", //    fr-a
  "per_document user", //         pd-u
  "enterprise user", //           en-u
  "enterprise company_admin", //  en-a
  "platform_admin", //            plat
  "slack service", //             bot  (the Slack bot's bearer credential)
  "wrong service bearer", //      bad  (a bearer that is not the credential)
] as const;

export const EXPECTED_ACCESS = [
  //                                                       anon fr-u fr-a pd-u en-u en-a plat bot  bad
  "GET    /api/health                                        ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/login                                         ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/auth/callback                                 ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/force-logout                                  ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "POST   /api/force-logout                                  ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/auth/user                                     401  ok   ok   ok   ok   ok   ok   401  401",
  "GET    /api/templates                                     ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/templates/:templateId                         404  ok   ok   ok   ok   ok   ok   404  404",
  "GET    /api/templates/:templateId/content                 401  ok   ok   ok   ok   ok   ok   401  401",
  "POST   /api/templates/:templateId/download                401  ok   ok   ok   ok   ok   ok   401  401",
  "POST   /api/auth/request-email-change                     401  ok   ok   ok   ok   ok   ok   401  401",
  "GET    /api/auth/email-change-status                      401  ok   ok   ok   ok   ok   ok   401  401",
  "POST   /api/auth/cancel-email-change                      401  ok   ok   ok   ok   ok   ok   401  401",
  "GET    /api/auth/verify-email-change                      ok   ok   ok   ok   ok   ok   ok   ok   ok",
  "GET    /api/auth/check-registration-limit                 401  ok   ok   ok   ok   ok   ok   401  401",
  "PUT    /api/profile                                       401  ok   ok   ok   ok   ok   ok   401  401",
  "POST   /api/enterprise-inquiry                            401  ok   ok   ok   ok   ok   ok   401  401",
  "GET    /api/analytics/stats                               401  ok   ok   ok   ok   ok   ok   401  401",
  "GET    /api/dev/outbox                                    401  403  403  403  403  403  ok   401  401",
  "POST   /api/documents/import                              401  403  403  403  ok   ok   ok   401  401",
  "POST   /api/documents/generate                            401  403  403  ok   ok   ok   ok   401  401",
  "GET    /api/documents                                     401  403  403  ok   ok   ok   ok   401  401",
  "POST   /api/documents/versions/compare                    401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId                         401  403  403  404  404  404  404  401  401",
  "PUT    /api/documents/:documentId                         401  403  403  404  404  404  404  401  401",
  "DELETE /api/documents/:documentId                         401  403  403  403  403  404  404  401  401",
  "POST   /api/documents/:documentId/archive                 401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId/versions                401  403  403  404  404  404  404  401  401",
  "POST   /api/documents/:documentId/restore/:versionId      401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId/export                  401  403  403  404  404  404  404  401  401",
  "GET    /api/acknowledgements/to-read                      401  403  403  ok   ok   ok   ok   401  401",
  "POST   /api/documents/:documentId/acknowledge             401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId/acknowledgement         401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId/acknowledgements        401  403  403  403  403  404  404  401  401",
  "POST   /api/documents/:documentId/acknowledgements/remind 401  403  403  403  403  404  404  401  401",
  "GET    /api/documents/:documentId/acknowledgements/export 401  403  403  403  403  404  404  401  401",
  "PUT    /api/documents/:documentId/lifecycle               401  403  403  403  403  404  404  401  401",
  "POST   /api/documents/:documentId/review                  401  403  403  404  404  404  404  401  401",
  "PUT    /api/comments/:commentId                           401  403  403  404  404  404  404  401  401",
  "DELETE /api/comments/:commentId                           401  403  403  404  404  404  404  401  401",
  "GET    /api/documents/:documentId/comments                401  403  403  404  404  404  404  401  401",
  "POST   /api/documents/:documentId/comments                401  403  403  404  404  404  404  401  401",
  "POST   /api/documents/:documentId/approve                 401  403  403  404  403  403  404  401  401",
  "POST   /api/documents/:documentId/reject                  401  403  403  404  403  403  404  401  401",
  "GET    /api/tokens/balance                                401  403  403  ok   403  403  ok   401  401",
  "GET    /api/tokens/transactions                           401  403  403  ok   403  403  ok   401  401",
  "GET    /api/tokens/requests                               401  403  403  ok   403  403  ok   401  401",
  "POST   /api/tokens/request                                401  403  403  ok   403  403  ok   401  401",
  "POST   /api/tokens/requests                               401  403  403  ok   403  403  ok   401  401",
  "GET    /api/chat/history                                  401  403  403  403  ok   ok   ok   401  401",
  "POST   /api/chat                                          401  403  403  403  ok   ok   ok   401  401",
  "POST   /api/chat/stream                                   401  403  403  403  ok   ok   ok   401  401",
  "GET    /api/admin/knowledge-base/gaps                     401  403  403  403  403  ok   ok   401  401",
  "POST   /api/admin/knowledge-base/gaps/:gapId/resolve      401  403  403  403  403  404  404  401  401",
  "GET    /api/admin/knowledge-base                          401  403  403  403  403  ok   ok   401  401",
  "POST   /api/admin/knowledge-base/upload                   401  403  403  403  403  ok   ok   401  401",
  "POST   /api/admin/knowledge-base/import                   401  403  403  403  403  404  404  401  401",
  "POST   /api/admin/knowledge-base/search                   401  403  403  403  403  ok   ok   401  401",
  "PUT    /api/admin/knowledge-base/:entryId/status          401  403  403  403  403  404  404  401  401",
  "DELETE /api/admin/knowledge-base/:entryId                 401  403  403  403  403  404  404  401  401",
  "GET    /api/admin/company-users                           401  ok   ok   403  403  ok   ok   401  401",
  "POST   /api/admin/company-users/invite                    401  403  ok   403  403  ok   ok   401  401",
  "DELETE /api/admin/invitations/:invitationId               401  403  404  403  403  404  404  401  401",
  "POST   /api/admin/invitations/:invitationId/resend        401  403  404  403  403  404  404  401  401",
  "PUT    /api/admin/users/:userId/role                      401  403  404  403  403  404  404  401  401",
  "DELETE /api/admin/users/:userId                           401  403  404  403  403  404  404  401  401",
  "POST   /api/admin/users/:userId/reset-password            401  403  404  403  403  404  404  401  401",
  "POST   /api/admin/users/:userId/resend-verification       401  403  404  403  403  404  404  401  401",
  "GET    /api/admin/company-settings                        401  ok   ok   403  403  ok   ok   401  401",
  "PUT    /api/admin/company-settings                        401  403  ok   403  403  ok   ok   401  401",
  "POST   /api/admin/company-settings/slack/test             401  403  403  403  403  ok   ok   401  401",
  "GET    /api/admin/documents/archive-preview               401  403  403  403  403  ok   ok   401  401",
  "POST   /api/admin/documents/archive-old                   401  403  403  403  403  ok   ok   401  401",
  "POST   /api/admin/documents/:documentId/replace-version   401  403  403  403  403  404  404  401  401",
  "GET    /api/admin/templates                               401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/templates                               401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/templates/:templateId                   401  403  403  403  403  403  ok   401  401",
  "DELETE /api/admin/templates/:templateId                   401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/companies/tokens                        401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/tokens/transactions                     401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/tokens/requests                         401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/companies/:companyId/tokens             401  403  403  403  403  403  ok   401  401",
  "PATCH  /api/admin/tokens/requests/:requestId              401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/companies                               401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/companies/:companyId/users              401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/companies/:companyId/subscription       401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/customer-stats                          401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/customer-analytics                      401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/customers/export                        401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/customers                               401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/customers/:userId                       401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/customers/:userId/deactivate            401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/customers/:userId/reactivate            401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/deletion-candidates                     401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/company/:companyId/deletion-info        401  403  403  403  403  403  ok   401  401",
  "DELETE /api/admin/company/:companyId                      401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/deleted-companies                       401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/deleted-companies/:companyId/restore    401  403  403  403  403  403  ok   401  401",
  "DELETE /api/admin/deleted-companies/:companyId/permanent  401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/platform-settings                       401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/platform-settings                       401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/system-status                           401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/platform-figures                        401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/maintenance/purge-expired-sessions      401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/maintenance/retry-failed-emails         401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/maintenance/rebuild-search-index        401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/deployment                              401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/email-tasks                             401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/email-tasks/:taskId/retry               401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/crm/config                              401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/crm/config                              401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/crm/test                                401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/crm/fields                              401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/crm/mappings                            401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/crm/mappings                            401  403  403  403  403  403  ok   401  401",
  "PUT    /api/admin/crm/mappings/:mappingId                 401  403  403  403  403  403  ok   401  401",
  "DELETE /api/admin/crm/mappings/:mappingId                 401  403  403  403  403  403  ok   401  401",
  "POST   /api/admin/crm/sync                                401  403  403  403  403  403  ok   401  401",
  "GET    /api/admin/crm/sync-log                            401  403  403  403  403  403  ok   401  401",
  "POST   /api/slack/authorize                               401  401  401  401  401  401  401  404  401",
  "POST   /api/slack/ask                                     401  401  401  401  401  401  401  404  401",
  "POST   /api/slack/feedback                                401  401  401  401  401  401  401  404  401",
  "POST   /api/slack/acknowledgements                        401  401  401  401  401  401  401  404  401",
  "POST   /api/slack/to-read                                 401  401  401  401  401  401  401  404  401",
  "GET    /api/openapi.json                                  ok   ok   ok   ok   ok   ok   ok   ok   ok",
];
