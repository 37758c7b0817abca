import { beforeAll, describe, expect, it } from "vitest";
import { actorFor } from "../../../test/support/factories";
import { createCompany, createUser, domain } from "../../../test/support/fixtures";
import { answerQuestion, streamAnswer } from "../assistant/answer-question";
import {
  conversationToShow,
  listChatConversations,
  startNewConversation,
} from "../assistant/chat-conversations";
import { getChatHistory } from "../assistant/chat-history";
import { listQuestionGaps, resolveQuestionGap } from "../assistant/question-gaps";
import { releaseAuthorizedDomain } from "../authorized-domains/release-authorized-domain";
import { addComment } from "../comments/add-comment";
import { deleteComment } from "../comments/delete-comment";
import { listComments } from "../comments/list-comments";
import { setCommentResolved } from "../comments/set-comment-resolved";
import { getCompanySettings } from "../company-settings/get-company-settings";
import { sendSlackTestMessage } from "../company-settings/send-slack-test-message";
import { updateCompanySettings } from "../company-settings/update-company-settings";
import type { DomainContext } from "../context";
import {
  AppError,
  COMPANY_FEATURES,
  type CompanyFeatures,
  crmConfigBody,
  crmMappingBody,
  generateDocumentBody,
  PERMISSION_KEYS,
  type PermissionKey,
  permissionDenial,
  ROLES,
  TIERS,
  templateFormBody,
  tokenRequestBody,
} from "../contract";
import { getCrmConfig, saveCrmConfig } from "../crm/crm-config";
import { listCrmFields } from "../crm/crm-fields";
import { createCrmMapping, deleteCrmMapping, listCrmMappings, updateCrmMapping } from "../crm/field-mappings";
import { syncCrmNow } from "../crm/sync-customers";
import { getCrmSyncLog } from "../crm/sync-log";
import { testCrmConnection } from "../crm/test-connection";
import { changeCompanyTier } from "../customers/change-company-tier";
import { changeCustomerRole } from "../customers/change-customer-role";
import { createCustomer } from "../customers/create-customer";
import { exportCustomers } from "../customers/export-customers";
import { getCustomerAnalytics } from "../customers/get-customer-analytics";
import { getCustomerStats } from "../customers/get-customer-stats";
import { listCompanies } from "../customers/list-companies";
import { listCustomerUsers } from "../customers/list-customer-users";
import { removeCustomerUser } from "../customers/remove-customer-user";
import { resendCustomerVerification } from "../customers/resend-customer-verification";
import { resetCustomerPassword } from "../customers/reset-customer-password";
import { setCustomerActive } from "../customers/set-customer-active";
import { updateCustomer } from "../customers/update-customer";
import { archiveDocument } from "../documents/archive-document";
import { archiveOldDocuments, previewArchiveOldDocuments } from "../documents/archive-old-documents";
import { compareDocumentVersions } from "../documents/compare-document-versions";
import { deleteDocument } from "../documents/delete-document";
import { exportDocument } from "../documents/export-document";
import { getDocument } from "../documents/get-document";
import { listDocumentVersions } from "../documents/list-document-versions";
import { listDocuments } from "../documents/list-documents";
import { replaceDocumentVersion } from "../documents/replace-document-version";
import { restoreDocumentVersion } from "../documents/restore-document-version";
import { updateDocument } from "../documents/update-document";
import { generateDocument } from "../generation/generate-document";
import { importDocument } from "../imports/import-document";
import { importIntoKnowledgeBase } from "../knowledge/import-into-knowledge-base";
import { listKnowledgeBase } from "../knowledge/list-knowledge-base";
import { removeKnowledgeEntry } from "../knowledge/remove-knowledge-entry";
import { searchKnowledgeBase } from "../knowledge/search-knowledge-base";
import { setKnowledgeEntryActive } from "../knowledge/set-knowledge-entry-active";
import { uploadKnowledgeDocument } from "../knowledge/upload-knowledge-document";
import { acknowledgeDocument, getMyAcknowledgement } from "../lifecycle/acknowledge-document";
import { exportAcknowledgements } from "../lifecycle/acknowledgement-export";
import { remindPendingReaders } from "../lifecycle/acknowledgement-reminder";
import { getAcknowledgementStatus } from "../lifecycle/acknowledgement-status";
import { markDocumentReviewed } from "../lifecycle/mark-document-reviewed";
import { listReviewsDue } from "../lifecycle/reviews-due";
import { setDocumentLifecycle } from "../lifecycle/set-document-lifecycle";
import { listToRead } from "../lifecycle/to-read";
import { listOutbox } from "../mail/list-outbox";
import { describeDeployment } from "../platform/describe-deployment";
import { listEmailTasks, retryEmailTask } from "../platform/email-tasks";
import { runMaintenance } from "../platform/maintenance";
import { getPlatformFigures } from "../platform/platform-figures";
import { getPlatformSettings, updatePlatformSettings } from "../platform/platform-settings";
import { checkSystemStatus } from "../platform/system-status";
import { addCredits } from "../platform-tokens/add-credits";
import { listCompanyBalances } from "../platform-tokens/list-company-balances";
import { listPlatformTokenRequests } from "../platform-tokens/list-platform-token-requests";
import { listPlatformTransactions } from "../platform-tokens/list-platform-transactions";
import { processTokenRequest } from "../platform-tokens/process-token-request";
import { updateProfile } from "../profile/update-profile";
import { deleteCompany } from "../recycle-bin/delete-company";
import { getDeletionInfo } from "../recycle-bin/get-deletion-info";
import { listDeletedCompanies } from "../recycle-bin/list-deleted-companies";
import { listDeletionCandidates } from "../recycle-bin/list-deletion-candidates";
import { permanentlyDeleteCompany } from "../recycle-bin/permanently-delete-company";
import { restoreCompany } from "../recycle-bin/restore-company";
import { changeUserRole } from "../team/change-user-role";
import { inviteUser } from "../team/invite-user";
import { listCompanyUsers } from "../team/list-company-users";
import { removeUser } from "../team/remove-user";
import { resendInvitation } from "../team/resend-invitation";
import { resendVerification } from "../team/resend-verification";
import { resetPassword } from "../team/reset-password";
import { revokeInvitation } from "../team/revoke-invitation";
import { createTemplate } from "../templates/create-template";
import { deleteTemplate } from "../templates/delete-template";
import { listAdminTemplates } from "../templates/list-admin-templates";
import { updateTemplate } from "../templates/update-template";
import { approveDocument } from "../tokens/approve-document";
import { getTokenBalance } from "../tokens/get-token-balance";
import { listTokenRequests } from "../tokens/list-token-requests";
import { listTokenTransactions } from "../tokens/list-token-transactions";
import { rejectDocument } from "../tokens/reject-document";
import { requestTokens } from "../tokens/request-tokens";
import type { Actor } from "./actor";

// Walks the permission table: every operation that needs a permission is called directly — as a
// loader, a job or the Slack bot would, with no route in front — as each actor the table refuses,
// and must throw `forbidden` with the table's message. The check has to come before any lookup: the
// ids below belong to nothing, so an operation that looks first answers 404 and fails here.

type Call = (ctx: DomainContext, actor: Actor) => Promise<unknown>;

const TEMPLATE_FORM = templateFormBody.parse({
  name: "Remote Work Policy",
  description: "Who may work remotely.",
  category: "hr",
  content: "REMOTE WORK POLICY",
});
const CRM_MAPPING = crmMappingBody.parse({ localField: "companySize", crmField: "Company_Size__c" });

/** An id no row has. */
const NONE = 987_654_321;

/** Keys no operation enforces: the screen decides, and nothing behind it exists yet to guard. */
const PAGE_ONLY: Partial<Record<PermissionKey, string>> = {
  "template.customize": "a screen rule: what customizing produces is generated through document.generate",
  "admin.panel.open": "the Admin Panel page; the admin operations arrive with the admin side",
};

/** The operations that enforce each key, with plausible arguments. */
const ENFORCED_BY: Partial<Record<PermissionKey, Record<string, Call>>> = {
  "document.acknowledge": {
    acknowledgeDocument: (ctx, actor) => acknowledgeDocument(ctx, actor, NONE, 1),
    getMyAcknowledgement: (ctx, actor) => getMyAcknowledgement(ctx, actor, NONE),
    listToRead: (ctx, actor) => listToRead(ctx, actor),
  },
  "acknowledgements.manage": {
    getAcknowledgementStatus: (ctx, actor) => getAcknowledgementStatus(ctx, actor, NONE),
    remindPendingReaders: (ctx, actor) =>
      remindPendingReaders(ctx, actor, NONE, { appOrigin: "http://localhost" }),
    exportAcknowledgements: (ctx, actor) => exportAcknowledgements(ctx, actor, NONE),
  },
  "library.read": {
    listDocuments: (ctx, actor) => listDocuments(ctx, actor, { limit: 10 }),
    getDocument: (ctx, actor) => getDocument(ctx, actor, NONE),
    listDocumentVersions: (ctx, actor) => listDocumentVersions(ctx, actor, NONE),
    compareDocumentVersions: (ctx, actor) => compareDocumentVersions(ctx, actor, NONE, NONE + 1),
    listComments: (ctx, actor) => listComments(ctx, actor, NONE),
    listReviewsDue: (ctx, actor) => listReviewsDue(ctx, actor),
  },
  "document.lifecycle": {
    setDocumentLifecycle: (ctx, actor) =>
      setDocumentLifecycle(ctx, actor, NONE, {
        ownerUserId: null,
        reviewIntervalMonths: 12,
        readerRoles: null,
      }),
  },
  "document.review": {
    markDocumentReviewed: (ctx, actor) => markDocumentReviewed(ctx, actor, NONE),
  },
  "library.write": {
    updateDocument: (ctx, actor) => updateDocument(ctx, actor, NONE, { status: "under_review" }),
    archiveDocument: (ctx, actor) => archiveDocument(ctx, actor, NONE, "Replaced"),
    restoreDocumentVersion: (ctx, actor) => restoreDocumentVersion(ctx, actor, NONE, NONE),
    addComment: (ctx, actor) =>
      addComment(ctx, actor, NONE, { comment: "Looks good", commentType: "general" }),
    setCommentResolved: (ctx, actor) => setCommentResolved(ctx, actor, NONE, true),
    deleteComment: (ctx, actor) => deleteComment(ctx, actor, NONE),
  },
  "document.export": {
    exportDocument: (ctx, actor) => exportDocument(ctx, actor, NONE),
  },
  "document.delete": {
    deleteDocument: (ctx, actor) => deleteDocument(ctx, actor, NONE),
  },
  "document.generate": {
    generateDocument: (ctx, actor) =>
      generateDocument(
        ctx,
        actor,
        generateDocumentBody.parse({ templateType: "hr", companyName: "Acme", department: "hr" }),
      ),
  },
  "document.import": {
    importDocument: (ctx, actor) =>
      importDocument(ctx, actor, { fileName: "policy.txt", bytes: new TextEncoder().encode("Policy") }),
  },
  "document.approve": {
    approveDocument: (ctx, actor) => approveDocument(ctx, actor, NONE),
    rejectDocument: (ctx, actor) => rejectDocument(ctx, actor, NONE, "Wrong figures"),
  },
  "tokens.read": {
    getTokenBalance: (ctx, actor) => getTokenBalance(ctx, actor),
    listTokenTransactions: (ctx, actor) => listTokenTransactions(ctx, actor, { limit: 10 }),
    listTokenRequests: (ctx, actor) => listTokenRequests(ctx, actor),
  },
  "tokens.request": {
    requestTokens: (ctx, actor) =>
      requestTokens(
        ctx,
        actor,
        tokenRequestBody.parse({
          requestedTokens: 10,
          businessJustification: "Quarterly policy refresh.",
          urgency: "low",
          contactEmail: "lead@example.test",
        }),
      ),
  },
  "assistant.ask": {
    answerQuestion: (ctx, actor) =>
      answerQuestion(ctx, actor, { message: "How much is the meal allowance?" }),
    streamAnswer: (ctx, actor) => streamAnswer(ctx, actor, { message: "How much is the meal allowance?" }),
    getChatHistory: (ctx, actor) => getChatHistory(ctx, actor),
    startNewConversation: (ctx, actor) => startNewConversation(ctx, actor),
    listChatConversations: (ctx, actor) => listChatConversations(ctx, actor),
    conversationToShow: (ctx, actor) => conversationToShow(ctx, actor, null),
  },
  "knowledge.manage": {
    listQuestionGaps: (ctx, actor) => listQuestionGaps(ctx, actor),
    resolveQuestionGap: (ctx, actor) => resolveQuestionGap(ctx, actor, NONE),
    listKnowledgeBase: (ctx, actor) => listKnowledgeBase(ctx, actor),
    uploadKnowledgeDocument: (ctx, actor) =>
      uploadKnowledgeDocument(ctx, actor, {
        file: { name: "policy.txt", bytes: new TextEncoder().encode("Policy") },
        fields: { title: "Policy" },
      }),
    importIntoKnowledgeBase: (ctx, actor) =>
      importIntoKnowledgeBase(ctx, actor, { documentId: NONE, documentType: "policy", category: "hr" }),
    setKnowledgeEntryActive: (ctx, actor) => setKnowledgeEntryActive(ctx, actor, NONE, false),
    removeKnowledgeEntry: (ctx, actor) => removeKnowledgeEntry(ctx, actor, NONE),
    searchKnowledgeBase: (ctx, actor) => searchKnowledgeBase(ctx, actor, { query: "leave", limit: 10 }),
  },
  "team.read": {
    listCompanyUsers: (ctx, actor) => listCompanyUsers(ctx, actor),
  },
  "team.manage": {
    inviteUser: (ctx, actor) =>
      inviteUser(ctx, actor, { email: "someone@example.test", appOrigin: "http://localhost" }),
    revokeInvitation: (ctx, actor) => revokeInvitation(ctx, actor, NONE),
    resendInvitation: (ctx, actor) => resendInvitation(ctx, actor, NONE, { appOrigin: "http://localhost" }),
    changeUserRole: (ctx, actor) => changeUserRole(ctx, actor, NONE, { role: "company_admin" }),
    removeUser: (ctx, actor) => removeUser(ctx, actor, NONE),
    resetPassword: (ctx, actor) =>
      resetPassword(ctx, actor, NONE, { resetUrl: "http://localhost/reset", appOrigin: "http://localhost" }),
    resendVerification: (ctx, actor) =>
      resendVerification(ctx, actor, NONE, { appOrigin: "http://localhost" }),
  },
  "settings.read": {
    getCompanySettings: (ctx, actor) => getCompanySettings(ctx, actor),
  },
  "settings.manage": {
    updateCompanySettings: (ctx, actor) => updateCompanySettings(ctx, actor, { maxUsers: 2 }),
  },
  "settings.enterprise": {
    updateCompanySettingsSwitch: (ctx, actor) =>
      updateCompanySettings(ctx, actor, { aiAssistantEnabled: false }),
    sendSlackTestMessage: (ctx, actor) => sendSlackTestMessage(ctx, actor),
  },
  "documents.manage": {
    previewArchiveOldDocuments: (ctx, actor) => previewArchiveOldDocuments(ctx, actor, "2000-01-01"),
    archiveOldDocuments: (ctx, actor) =>
      archiveOldDocuments(ctx, actor, { before: "2000-01-01", reason: "Old" }),
    replaceDocumentVersion: (ctx, actor) =>
      replaceDocumentVersion(ctx, actor, NONE, {
        file: { name: "policy.txt", bytes: new TextEncoder().encode("Policy") },
      }),
  },
  "platform.settings": {
    listAdminTemplates: (ctx, actor) => listAdminTemplates(ctx, actor),
    createTemplate: (ctx, actor) => createTemplate(ctx, actor, TEMPLATE_FORM),
    updateTemplate: (ctx, actor) => updateTemplate(ctx, actor, NONE, TEMPLATE_FORM),
    deleteTemplate: (ctx, actor) => deleteTemplate(ctx, actor, NONE),
    getPlatformSettings: (ctx, actor) => getPlatformSettings(ctx, actor),
    updatePlatformSettings: (ctx, actor) => updatePlatformSettings(ctx, actor, { maxUsersGlobal: 1 }),
    checkSystemStatus: (ctx, actor) =>
      checkSystemStatus(ctx, actor, [], { rateLimiting: false, identityProvider: "idp" }, []),
    getPlatformFigures: (ctx, actor) => getPlatformFigures(ctx, actor),
    describeDeployment: async (_ctx, actor) =>
      describeDeployment(actor, () => {
        throw new Error("read only after the permission check");
      }),
    runMaintenance: (ctx, actor) => runMaintenance(ctx, actor, "retry-failed-emails"),
    listEmailTasks: (ctx, actor) => listEmailTasks(ctx, actor, { limit: 10 }),
    retryEmailTask: (ctx, actor) => retryEmailTask(ctx, actor, NONE),
    getCrmConfig: (ctx, actor) => getCrmConfig(ctx, actor),
    saveCrmConfig: (ctx, actor) => saveCrmConfig(ctx, actor, crmConfigBody.parse({ clientId: "x" })),
    testCrmConnection: (ctx, actor) => testCrmConnection(ctx, actor),
    listCrmFields: (ctx, actor) => listCrmFields(ctx, actor),
    listCrmMappings: (ctx, actor) => listCrmMappings(ctx, actor),
    createCrmMapping: (ctx, actor) => createCrmMapping(ctx, actor, CRM_MAPPING),
    updateCrmMapping: (ctx, actor) => updateCrmMapping(ctx, actor, NONE, CRM_MAPPING),
    deleteCrmMapping: (ctx, actor) => deleteCrmMapping(ctx, actor, NONE),
    syncCrmNow: (ctx, actor) => syncCrmNow(ctx, actor),
    getCrmSyncLog: (ctx, actor) => getCrmSyncLog(ctx, actor),
  },
  "platform.customers": {
    listCompanies: (ctx, actor) => listCompanies(ctx, actor, {}),
    listCustomerUsers: (ctx, actor) => listCustomerUsers(ctx, actor, NONE),
    releaseAuthorizedDomain: (ctx, actor) =>
      releaseAuthorizedDomain(ctx, actor, NONE, { domain: "example.com" }),
    changeCompanyTier: (ctx, actor) =>
      changeCompanyTier(ctx, actor, NONE, { subscriptionTier: "enterprise" }),
    getCustomerStats: (ctx, actor) => getCustomerStats(ctx, actor),
    getCustomerAnalytics: (ctx, actor) => getCustomerAnalytics(ctx, actor),
    exportCustomers: (ctx, actor) => exportCustomers(ctx, actor),
    setCustomerActive: (ctx, actor) => setCustomerActive(ctx, actor, NONE, false),
    changeCustomerRole: (ctx, actor) => changeCustomerRole(ctx, actor, NONE, { role: "user" }),
    removeCustomerUser: (ctx, actor) => removeCustomerUser(ctx, actor, NONE),
    resetCustomerPassword: (ctx, actor) =>
      resetCustomerPassword(ctx, actor, NONE, {
        resetUrl: "https://idp.example",
        appOrigin: "https://app.example",
      }),
    resendCustomerVerification: (ctx, actor) =>
      resendCustomerVerification(ctx, actor, NONE, { appOrigin: "https://app.example" }),
    updateCustomer: (ctx, actor) =>
      updateCustomer(ctx, actor, NONE, {
        firstName: "A",
        lastName: "B",
        email: "a.b@example.test",
        companyName: "C",
        companySize: null,
        companyWebsite: null,
        subscriptionTier: "enterprise",
      }),
    createCustomer: (ctx, actor) =>
      createCustomer(ctx, actor, {
        companyName: "C",
        companySize: null,
        companyWebsite: null,
        subscriptionTier: "enterprise",
        email: "a.b@example.test",
        firstName: "A",
        lastName: "B",
        appOrigin: "http://localhost",
      }),
    listCompanyBalances: (ctx, actor) => listCompanyBalances(ctx, actor),
    listPlatformTokenRequests: (ctx, actor) => listPlatformTokenRequests(ctx, actor),
    listPlatformTransactions: (ctx, actor) => listPlatformTransactions(ctx, actor, { limit: 10 }),
    addCredits: (ctx, actor) =>
      addCredits(ctx, actor, NONE, { amount: 5, description: "Top-up", invoiceNumber: "INV-NONE" }),
    listDeletionCandidates: (ctx, actor) => listDeletionCandidates(ctx, actor),
    listDeletedCompanies: (ctx, actor) => listDeletedCompanies(ctx, actor),
    getDeletionInfo: (ctx, actor) => getDeletionInfo(ctx, actor, NONE),
    deleteCompany: (ctx, actor) => deleteCompany(ctx, actor, NONE),
    restoreCompany: (ctx, actor) => restoreCompany(ctx, actor, NONE),
    permanentlyDeleteCompany: (ctx, actor) => permanentlyDeleteCompany(ctx, actor, NONE),
    processTokenRequest: (ctx, actor) =>
      processTokenRequest(ctx, actor, NONE, { status: "rejected", adminNotes: null, tokensToAdd: null }),
  },
  "platform.mail": {
    listOutbox: (ctx, actor) => listOutbox(ctx, actor),
  },
  "company.rename": {
    // Renaming needs the permission; the current name is read first, so this one needs a real user.
    updateProfile: (ctx, actor) =>
      updateProfile(ctx, actor, {
        firstName: "A",
        lastName: "B",
        companyName: `Renamed ${crypto.randomUUID()}`,
      }),
  },
};

/** Every combination of the company's feature switches. */
const FEATURE_SETS: CompanyFeatures[] = Array.from({ length: 2 ** COMPANY_FEATURES.length }, (_, bits) => {
  const features = {} as CompanyFeatures;
  COMPANY_FEATURES.forEach((feature, i) => {
    features[feature] = (bits & (1 << i)) === 0;
  });
  return features;
});

/** Every kind of actor: each role on each tier with each set of feature switches. */
const SUBJECTS = ROLES.flatMap((role) =>
  TIERS.flatMap((tier) => FEATURE_SETS.map((features) => ({ role, tier, features }))),
);

const refusedSubjects = (key: PermissionKey) =>
  SUBJECTS.flatMap((subject) => {
    const denial = permissionDenial(subject, key);
    return denial ? [{ ...subject, message: denial.message }] : [];
  });

const enforced = PERMISSION_KEYS.filter((key) => ENFORCED_BY[key]);

describe("the permission table", () => {
  it("has an enforcing operation for every key, or the key is listed as page-only", () => {
    const unguarded = PERMISSION_KEYS.filter((key) => !ENFORCED_BY[key] && !PAGE_ONLY[key]);
    expect(unguarded, "keys without an operation that calls requirePermission").toEqual([]);
    const both = PERMISSION_KEYS.filter((key) => ENFORCED_BY[key] && PAGE_ONLY[key]);
    expect(both, "keys listed as page-only that an operation enforces").toEqual([]);
    for (const key of enforced) expect(Object.keys(ENFORCED_BY[key]!).length, key).toBeGreaterThan(0);
  });

  it("refuses somebody for every enforced key (else the walk below would prove nothing)", () => {
    for (const key of enforced) expect(refusedSubjects(key).length, key).toBeGreaterThan(0);
  });
});

describe("operations called directly as a refused actor", () => {
  let ids: { userId: number; companyId: number };

  beforeAll(async () => {
    // One real person, whose role, tier and switches each actor below overrides.
    const company = await createCompany("enterprise");
    const user = await createUser(company.id, "user");
    ids = { userId: user.id, companyId: company.id };
  });

  const cases = enforced.flatMap((key) =>
    Object.entries(ENFORCED_BY[key]!).map(([operation, call]) => ({ key, operation, call })),
  );

  it.each(cases)("$operation refuses every actor without $key", async ({ key, call }) => {
    const ctx = domain();
    for (const { role, tier, features, message } of refusedSubjects(key)) {
      const actor = actorFor({ ...ids, role, tier, features });
      const failure = await call(ctx, actor).then(
        () => null,
        (error: unknown) => error,
      );
      const who = `${role} on ${tier} with ${JSON.stringify(features)}`;
      expect(failure, who).toBeInstanceOf(AppError);
      expect(failure, who).toMatchObject({ code: "forbidden", message });
    }
  });
});
