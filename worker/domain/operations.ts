// @charterly/domain/operations — the D1-bound operations and the types their callers need, for
// server code only (Remix loaders in *.server.ts, jobs). Each operation checks its own
// permission; callers pass the request's DomainContext and the signed-in Actor.

export type { Actor } from "./access/actor";
export {
  conversationToShow,
  listChatConversations,
  startNewConversation,
} from "./assistant/chat-conversations";
export { getChatHistory } from "./assistant/chat-history";
export { listQuestionGaps, resolveQuestionGap } from "./assistant/question-gaps";
export { suggestStarterQuestions } from "./assistant/starter-questions";
export type { SessionUser } from "./auth/find-session-user";
export { cancelDomainClaim } from "./authorized-domains/cancel-domain-claim";
export { claimAuthorizedDomain } from "./authorized-domains/claim-authorized-domain";
export { confirmDomainLink } from "./authorized-domains/confirm-domain-link";
export { listDomainJoinOffers } from "./authorized-domains/domain-join-offers";
export { findDomainLink } from "./authorized-domains/find-domain-link";
export { joinDomainCompany } from "./authorized-domains/join-domain-company";
export { keepOwnCompany } from "./authorized-domains/keep-own-company";
export { releaseAuthorizedDomain } from "./authorized-domains/release-authorized-domain";
export { sendDomainLink } from "./authorized-domains/send-domain-link";
export { verifyDomainByDns } from "./authorized-domains/verify-domain-by-dns";
export { addComment } from "./comments/add-comment";
export { deleteComment } from "./comments/delete-comment";
export { type DocumentDiscussion, getDocumentDiscussion } from "./comments/document-discussion";
export { setCommentResolved } from "./comments/set-comment-resolved";
export { getCompanySettings } from "./company-settings/get-company-settings";
export { sendSlackTestMessage } from "./company-settings/send-slack-test-message";
export { updateCompanySettings } from "./company-settings/update-company-settings";
export type { Clock, Database, DomainContext } from "./context";
export { getCrmConfig, saveCrmConfig } from "./crm/crm-config";
export { listCrmFields } from "./crm/crm-fields";
export {
  createCrmMapping,
  deleteCrmMapping,
  listCrmMappings,
  updateCrmMapping,
} from "./crm/field-mappings";
export { syncCrmNow } from "./crm/sync-customers";
export { getCrmSyncLog } from "./crm/sync-log";
export { testCrmConnection } from "./crm/test-connection";
export { changeCompanyTier } from "./customers/change-company-tier";
export { changeCustomerRole } from "./customers/change-customer-role";
export { createCustomer } from "./customers/create-customer";
export { getCustomerAnalytics } from "./customers/get-customer-analytics";
export { getCustomerStats } from "./customers/get-customer-stats";
export { listCompanies } from "./customers/list-companies";
export { listCustomerUsers } from "./customers/list-customer-users";
export { listPlatformUsers } from "./customers/list-platform-users";
export { removeCustomerUser } from "./customers/remove-customer-user";
export { resendCustomerVerification } from "./customers/resend-customer-verification";
export { resetCustomerPassword } from "./customers/reset-customer-password";
export { setCustomerActive } from "./customers/set-customer-active";
export { updateCustomer } from "./customers/update-customer";
export { countDashboardFigures, type DashboardFigures } from "./dashboard/count-dashboard-figures";
export { archiveOldDocuments, previewArchiveOldDocuments } from "./documents/archive-old-documents";
export { compareDocumentVersions } from "./documents/compare-document-versions";
export { deleteDocument } from "./documents/delete-document";
export { getDocument } from "./documents/get-document";
export { listDocumentVersions } from "./documents/list-document-versions";
export { listDocuments } from "./documents/list-documents";
export { replaceDocumentVersion } from "./documents/replace-document-version";
export { restoreDocumentVersion } from "./documents/restore-document-version";
export { type StatusChangeCost, statusChangeCost } from "./documents/status-change-cost";
export { updateDocument } from "./documents/update-document";
export { cancelEmailChange } from "./email-change/cancel-email-change";
export { getEmailChangeStatus } from "./email-change/get-email-change-status";
export { requestEmailChange } from "./email-change/request-email-change";
export { submitEnterpriseInquiry } from "./enterprise-inquiries/submit-enterprise-inquiry";
export {
  PAGE_UPLOADS,
  type PageBodyLimit,
  type PageUpload,
  pageBodyLimit,
} from "./files/page-body-limits";
export {
  IMPORT_FORM_UPLOAD_LIMITS,
  IMPORT_UPLOAD_LIMITS,
  importUploadOf,
  importUploadOfFile,
  importUploadsOf,
  KNOWLEDGE_UPLOAD_LIMITS,
  REPLACEMENT_UPLOAD_LIMITS,
  readUploadForm,
  textFields,
  type UploadLimits,
  uploadBodyLimit,
  uploadedFile,
} from "./files/upload-limits";
export { generateDocument } from "./generation/generate-document";
export { importDocument } from "./imports/import-document";
export { importIntoKnowledgeBase } from "./knowledge/import-into-knowledge-base";
export { listKnowledgeBase } from "./knowledge/list-knowledge-base";
export { removeKnowledgeEntry } from "./knowledge/remove-knowledge-entry";
export { searchKnowledgeBase } from "./knowledge/search-knowledge-base";
export { setKnowledgeEntryActive } from "./knowledge/set-knowledge-entry-active";
export { uploadKnowledgeDocument } from "./knowledge/upload-knowledge-document";
export { acknowledgeDocument, getMyAcknowledgement } from "./lifecycle/acknowledge-document";
export { remindPendingReaders } from "./lifecycle/acknowledgement-reminder";
export { getAcknowledgementStatus } from "./lifecycle/acknowledgement-status";
export { markDocumentReviewed } from "./lifecycle/mark-document-reviewed";
export { listReviewsDue, type ReviewsDue } from "./lifecycle/reviews-due";
export { setDocumentLifecycle } from "./lifecycle/set-document-lifecycle";
export { listToRead } from "./lifecycle/to-read";
export { describeDeployment } from "./platform/describe-deployment";
export { listEmailTasks, retryEmailTask } from "./platform/email-tasks";
export { runMaintenance } from "./platform/maintenance";
export { getPlatformFigures } from "./platform/platform-figures";
export { getPlatformSettings, updatePlatformSettings } from "./platform/platform-settings";
export type { RegisteredJob } from "./platform/scheduled-job-runs";
export { checkSystemStatus, type SecurityFacts, type SystemProbe } from "./platform/system-status";
export { addCredits } from "./platform-tokens/add-credits";
export { listCompanyBalances } from "./platform-tokens/list-company-balances";
export { listPlatformTokenRequests } from "./platform-tokens/list-platform-token-requests";
export { listPlatformTransactions } from "./platform-tokens/list-platform-transactions";
export { processTokenRequest } from "./platform-tokens/process-token-request";
export { updateProfile } from "./profile/update-profile";
export { deleteCompany } from "./recycle-bin/delete-company";
export { getDeletionInfo } from "./recycle-bin/get-deletion-info";
export { listDeletedCompanies } from "./recycle-bin/list-deleted-companies";
export { listDeletionCandidates } from "./recycle-bin/list-deletion-candidates";
export { permanentlyDeleteCompany } from "./recycle-bin/permanently-delete-company";
export { restoreCompany } from "./recycle-bin/restore-company";
export { createScimToken, listScimTokens, revokeScimToken } from "./scim/scim-tokens";
export { changeUserRole } from "./team/change-user-role";
export { inviteUser } from "./team/invite-user";
export { listCompanyUsers } from "./team/list-company-users";
export { removeUser } from "./team/remove-user";
export { resendInvitation } from "./team/resend-invitation";
export { resendVerification } from "./team/resend-verification";
export { resetPassword } from "./team/reset-password";
export { revokeInvitation } from "./team/revoke-invitation";
export { createTemplate } from "./templates/create-template";
export { deleteTemplate } from "./templates/delete-template";
export { getTemplateContent } from "./templates/get-template";
export { listAdminTemplates } from "./templates/list-admin-templates";
export { listTemplates } from "./templates/list-templates";
export { updateTemplate } from "./templates/update-template";
export { approveDocument } from "./tokens/approve-document";
export { getTokenBalance } from "./tokens/get-token-balance";
export { listTokenRequests } from "./tokens/list-token-requests";
export { listTokenTransactions } from "./tokens/list-token-transactions";
export { rejectDocument } from "./tokens/reject-document";
export { requestTokens } from "./tokens/request-tokens";
export { checkRegistrationLimit } from "./users/check-registration-limit";
