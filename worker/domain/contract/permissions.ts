import { SETTINGS_ENTERPRISE_MESSAGE } from "./plain/company-settings";
import { RENAME_COMPANY_MESSAGE } from "./plain/profile";
import {
  ADMIN_ROLES,
  type CompanyFeature,
  type CompanyFeatures,
  ENTERPRISE_TIERS,
  PAID_TIERS,
  type Role,
  type Tier,
  TOKEN_TIERS,
} from "./vocabulary";

// The one permission table. Every operation calls requirePermission(actor, key) itself; every /api
// route declares `access: can(key)`; pages and components ask can(user, key) to decide what to
// show. A rule changes here and nowhere else.

export interface Permission {
  /** What the permission allows, in the product's words (OpenAPI and the access test quote it). */
  summary: string;
  /** Roles that hold it; every role when absent. */
  roles?: readonly Role[];
  /** Tiers whose companies hold it; every tier when absent. */
  tiers?: readonly Tier[];
  /**
   * Freemium companies get this much with any role: the admin panel opens read-only for them with
   * upgrade prompts (spec, Route access).
   */
  alsoFreemium?: boolean;
  /** The company feature switch (company settings) that must be on. */
  feature?: CompanyFeature;
  /** What a caller whose role lacks it is told. */
  roleMessage?: string;
  /** What a caller whose plan lacks it is told. */
  tierMessage?: string;
  /** What a caller whose company switched the feature off is told. */
  featureMessage?: string;
}

export const ADMIN_PRIVILEGES_MESSAGE = "Admin privileges required.";
export const UPGRADE_MESSAGE = "This feature is not included in your plan. Upgrade to unlock it.";
export const DOCUMENT_LIBRARY_TIER_MESSAGE =
  "Your plan includes the template library only. Upgrade to keep documents in Charterly.";
export const GENERATION_TIER_MESSAGE =
  "Document generation is not included in the Freemium plan. Upgrade to Pay Per Use or Enterprise to generate documents.";
export const TOKEN_TIER_MESSAGE = "Token credits are part of the Pay Per Use plan.";
export const IMPORT_TIER_MESSAGE = "Document import is an Enterprise feature.";
export const IMPORT_DISABLED_MESSAGE =
  "Document import is turned off for your company. A company admin can turn it on in the Admin Panel.";
export const PLATFORM_ADMIN_MESSAGE = "Platform administrator privileges required.";

const PLATFORM_ROLES: readonly Role[] = ["platform_admin"];

const platform = (summary: string): Permission => ({
  summary,
  roles: PLATFORM_ROLES,
  roleMessage: PLATFORM_ADMIN_MESSAGE,
});

export const PERMISSIONS = {
  "library.read": {
    summary: "Read the company's documents, versions and comments",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "library.write": {
    summary: "Edit, archive and restore the company's documents; comment on them",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.export": {
    summary: "Export a document's text (PDF, DOCX, TXT)",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.delete": {
    summary: "Delete a document for good, with its versions and comments",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to delete documents.",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.generate": {
    summary: "Generate a policy from a template with AI",
    tiers: PAID_TIERS,
    tierMessage: GENERATION_TIER_MESSAGE,
  },
  "template.customize": {
    summary:
      "Customize a template from the template library (a screen rule: generation itself is document.generate)",
    tiers: ENTERPRISE_TIERS,
    tierMessage: "Customize is an Enterprise feature.",
  },
  "document.import": {
    summary: "Import documents from PDF, DOCX, TXT and MD files",
    tiers: ENTERPRISE_TIERS,
    tierMessage: IMPORT_TIER_MESSAGE,
    feature: "documentImport",
    featureMessage: IMPORT_DISABLED_MESSAGE,
  },
  "document.lifecycle": {
    summary: "Set a document's owner, review interval and readers (decision 016)",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to set a document's owner and review.",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.review": {
    summary: "Mark a document reviewed (its owner or an admin: checked with the document)",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.acknowledge": {
    summary: "Read and acknowledge the documents in force ('I have read this'; the 'To read' list)",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "acknowledgements.manage": {
    summary: "See who has read a document in force, remind the others, export the list",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to see who has read a document.",
    tiers: PAID_TIERS,
    tierMessage: DOCUMENT_LIBRARY_TIER_MESSAGE,
  },
  "document.approve": {
    summary: "Approve (1 token) or reject a document pending approval",
    tiers: TOKEN_TIERS,
    tierMessage: TOKEN_TIER_MESSAGE,
  },
  "tokens.read": {
    summary: "See the token balance, ledger and token requests",
    tiers: TOKEN_TIERS,
    tierMessage: TOKEN_TIER_MESSAGE,
  },
  "tokens.request": {
    summary: "Ask for more token credits",
    tiers: TOKEN_TIERS,
    tierMessage: TOKEN_TIER_MESSAGE,
  },
  "assistant.ask": {
    summary: "Ask the AI policy assistant",
    tiers: ENTERPRISE_TIERS,
    tierMessage: "The AI Policy Assistant is an Enterprise feature.",
    feature: "aiAssistant",
    featureMessage: "The AI assistant is turned off for your company. A company admin can turn it on.",
  },
  "knowledge.manage": {
    summary:
      "Manage the company's knowledge base (upload, import, search, switch, remove) and see the unanswered questions",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to manage the knowledge base.",
    tiers: PAID_TIERS,
    tierMessage: "The knowledge base is part of the Pay Per Use and Enterprise plans.",
  },
  "admin.panel.open": {
    summary: "Open the Admin Panel (read-only with upgrade prompts on Freemium)",
    roles: ADMIN_ROLES,
    alsoFreemium: true,
    roleMessage: "Admin access required for this page.",
  },
  "team.read": {
    summary: "See the company's team members, invitations and seats (read-only on Freemium for plain users)",
    roles: ADMIN_ROLES,
    alsoFreemium: true,
    roleMessage: "Admin access required for this page.",
  },
  "team.manage": {
    summary:
      "Invite people, revoke invitations, change roles, remove users, reset passwords and resend verification",
    roles: ADMIN_ROLES,
    roleMessage: "Only company admins can manage team members.",
  },
  "settings.read": {
    summary: "See the company settings (Admin Panel, read-only with upgrade prompts on Freemium)",
    roles: ADMIN_ROLES,
    alsoFreemium: true,
    roleMessage: "Admin access required for this page.",
  },
  "settings.manage": {
    summary: "Change the company information (maximum users, never above the plan's limit)",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to change company settings.",
  },
  "settings.enterprise": {
    summary:
      "Change the feature switches, authorized e-mail domains and Slack integration; manage SCIM provisioning tokens",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to change company settings.",
    tiers: ENTERPRISE_TIERS,
    tierMessage: SETTINGS_ENTERPRISE_MESSAGE,
  },
  "documents.manage": {
    summary: "Manage the company's documents in bulk: archive old documents, replace a document's version",
    roles: ADMIN_ROLES,
    roleMessage: "Admin privileges required to manage documents.",
    tiers: ENTERPRISE_TIERS,
    tierMessage: "Document management is an Enterprise feature.",
  },
  "company.rename": {
    summary: "Rename the company (Edit Profile)",
    roles: ADMIN_ROLES,
    roleMessage: RENAME_COMPANY_MESSAGE,
  },
  "platform.customers": platform("Manage every company: tiers, credits, users, the recycle bin"),
  "platform.settings": platform("Manage platform settings: the template library, CRM, system settings"),
  "platform.mail": platform(
    "Read the local mail outbox: every company's e-mail, with its links (local and test runs only)",
  ),
} as const satisfies Record<string, Permission>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

/**
 * Who asks: an operation's actor ({ role, tier }) or a screen's signed-in user
 * ({ role, subscriptionTier }). `features` are the company's switches; unknown means on.
 */
export type PermissionSubject = { role: Role; features?: Partial<CompanyFeatures> } & (
  | { tier: Tier }
  | { subscriptionTier: Tier }
);

export interface PermissionDenial {
  code: "forbidden";
  reason: "role" | "tier" | "feature";
  message: string;
}

const tierOf = (subject: PermissionSubject): Tier =>
  "tier" in subject ? subject.tier : subject.subscriptionTier;

/** Why the subject lacks the permission, or null when they hold it. */
export function permissionDenial(subject: PermissionSubject, key: PermissionKey): PermissionDenial | null {
  const permission: Permission = PERMISSIONS[key];
  const tier = tierOf(subject);
  const freemiumPass = permission.alsoFreemium && tier === "freemium";
  if (permission.roles && !permission.roles.includes(subject.role) && !freemiumPass) {
    return { code: "forbidden", reason: "role", message: permission.roleMessage ?? ADMIN_PRIVILEGES_MESSAGE };
  }
  if (permission.tiers && !permission.tiers.includes(tier)) {
    return { code: "forbidden", reason: "tier", message: permission.tierMessage ?? UPGRADE_MESSAGE };
  }
  if (permission.feature && subject.features?.[permission.feature] === false) {
    return {
      code: "forbidden",
      reason: "feature",
      message: permission.featureMessage ?? "This feature is turned off for your company.",
    };
  }
  return null;
}

/** Whether the subject holds the permission (screens use it to decide what to show). */
export const can = (subject: PermissionSubject | null | undefined, key: PermissionKey): boolean =>
  subject != null && permissionDenial(subject, key) === null;

export const INSUFFICIENT_TOKENS_MESSAGE =
  "Insufficient Tokens - You need at least 1 token to approve a document. Please purchase more tokens.";
