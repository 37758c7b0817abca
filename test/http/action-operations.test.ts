// A route action is the browser's entrance to an API operation: each intent names the operation
// it makes (remix-app/lib/intent-operations.ts) and counts against the rate limit that
// operation's /api route declares. Here every intent of every route action is posted, as a browser
// posts it, by someone the page lets in, with every rate limit reached: the answer is the limit's
// 429 exactly when the intent's API operation is rate limited, and never otherwise.
import { RateLimitedError } from "@charterly/domain/contract";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_OPERATIONS } from "../../remix-app/lib/company-settings-actions.server";
import { CUSTOMER_OPERATIONS } from "../../remix-app/lib/customer-actions.server";
import { DASHBOARD_OPERATIONS } from "../../remix-app/lib/dashboard-actions.server";
import { DOCUMENT_OPERATIONS } from "../../remix-app/lib/document-actions.server";
import { CONFIRM_TOKEN_FIELD } from "../../remix-app/lib/document-intents";
import { DOCUMENTS_TAB_OPERATIONS } from "../../remix-app/lib/documents-tab-actions.server";
import { DOMAIN_OFFER_OPERATIONS } from "../../remix-app/lib/domain-offer-actions.server";
import { GENERATE_OPERATIONS } from "../../remix-app/lib/generate-actions.server";
import { INQUIRY_OPERATIONS } from "../../remix-app/lib/inquiry-actions.server";
import { KNOWLEDGE_OPERATIONS } from "../../remix-app/lib/knowledge-actions.server";
import {
  CRM_OPERATIONS,
  SYSTEM_OPERATIONS,
  TEMPLATE_OPERATIONS,
} from "../../remix-app/lib/platform-settings-actions.server";
import { EMAIL_CHANGE_OPERATIONS } from "../../remix-app/lib/profile-actions.server";
import { TEAM_OPERATIONS } from "../../remix-app/lib/team-actions.server";
import { TOKEN_REQUEST_OPERATIONS } from "../../remix-app/lib/token-actions.server";
import * as dashboard from "../../remix-app/routes/_index";
import * as companyDocuments from "../../remix-app/routes/admin.documents";
import * as knowledge from "../../remix-app/routes/admin.knowledge";
import * as settings from "../../remix-app/routes/admin.settings";
import * as team from "../../remix-app/routes/admin.team";
import * as customers from "../../remix-app/routes/admin_.customers.list";
import * as chat from "../../remix-app/routes/chat";
import * as library from "../../remix-app/routes/documents";
import * as comments from "../../remix-app/routes/documents_.$documentId.comments";
import * as edit from "../../remix-app/routes/documents_.$documentId.edit";
import * as owner from "../../remix-app/routes/documents_.$documentId.owner";
import * as readers from "../../remix-app/routes/documents_.$documentId.readers";
import * as versions from "../../remix-app/routes/documents_.$documentId.versions";
import * as domainOffer from "../../remix-app/routes/domain-offer";
import * as generate from "../../remix-app/routes/generate";
import * as crm from "../../remix-app/routes/platform-settings.crm";
import * as system from "../../remix-app/routes/platform-settings.system";
import * as templates from "../../remix-app/routes/platform-settings.templates";
import * as profile from "../../remix-app/routes/profile";
import * as emailChange from "../../remix-app/routes/profile_.email";
import * as tokenRequest from "../../remix-app/routes/tokens.request";
import * as inquiry from "../../remix-app/routes/upgrade.enterprise";
import { declaredOperation } from "../../worker/api/operation-limits";
import { APP_ORIGIN, type Person, person, platformAdmin } from "../support/fixtures";
import { pageContextFor } from "../support/page-route-requests";

type Who = "admin" | "platform" | "payPerUse";

interface RouteUnderTest {
  path: string;
  action: (args: ActionFunctionArgs) => Promise<unknown>;
  operations: Record<string, string | readonly string[]>;
  /** Intents this route answers (default: every intent of `operations`). */
  intents?: readonly string[];
  who: Who;
  /** Intents posted as a file upload (multipart), as their forms are. */
  uploads?: readonly string[];
}

const DOCUMENT_PAGES: [string, RouteUnderTest["action"], string[]][] = [
  ["comments", comments.action, ["add-comment", "resolve-comment", "reopen-comment", "delete-comment"]],
  ["edit", edit.action, ["edit-document"]],
  ["owner", owner.action, ["set-lifecycle"]],
  ["readers", readers.action, ["remind-readers"]],
  ["versions", versions.action, ["restore-version"]],
];

const ROUTES: RouteUnderTest[] = [
  { path: "/", action: dashboard.action, operations: DASHBOARD_OPERATIONS, who: "admin" },
  { path: "/chat", action: chat.action, operations: chat.CHAT_OPERATIONS, who: "admin" },
  {
    path: "/documents",
    action: library.action,
    operations: DOCUMENT_OPERATIONS,
    intents: [
      "change-status",
      "delete-document",
      "approve-document",
      "reject-document",
      "mark-reviewed",
      "import-document",
      "import-documents",
    ],
    uploads: ["import-document", "import-documents"],
    who: "admin",
  },
  ...DOCUMENT_PAGES.map(([page, action, intents]) => ({
    path: `/documents/999999/${page}`,
    action,
    operations: DOCUMENT_OPERATIONS,
    intents,
    who: "admin" as const,
  })),
  {
    path: "/admin/documents",
    action: companyDocuments.action,
    operations: DOCUMENTS_TAB_OPERATIONS,
    uploads: ["replace-version"],
    who: "admin",
  },
  {
    path: "/admin/knowledge",
    action: knowledge.action,
    operations: KNOWLEDGE_OPERATIONS,
    uploads: ["upload-entry"],
    who: "admin",
  },
  { path: "/admin/settings", action: settings.action, operations: SETTINGS_OPERATIONS, who: "admin" },
  { path: "/admin/team", action: team.action, operations: TEAM_OPERATIONS, who: "admin" },
  {
    path: "/admin/customers/list",
    action: customers.action,
    operations: CUSTOMER_OPERATIONS,
    who: "platform",
  },
  { path: "/domain-offer", action: domainOffer.action, operations: DOMAIN_OFFER_OPERATIONS, who: "admin" },
  { path: "/generate", action: generate.action, operations: GENERATE_OPERATIONS, who: "admin" },
  { path: "/platform-settings/crm", action: crm.action, operations: CRM_OPERATIONS, who: "platform" },
  {
    path: "/platform-settings/system",
    action: system.action,
    operations: SYSTEM_OPERATIONS,
    who: "platform",
  },
  {
    path: "/platform-settings/templates",
    action: templates.action,
    operations: TEMPLATE_OPERATIONS,
    who: "platform",
  },
  { path: "/profile", action: profile.action, operations: profile.EDIT_PROFILE_OPERATIONS, who: "admin" },
  { path: "/profile/email", action: emailChange.action, operations: EMAIL_CHANGE_OPERATIONS, who: "admin" },
  {
    path: "/tokens/request",
    action: tokenRequest.action,
    operations: TOKEN_REQUEST_OPERATIONS,
    who: "payPerUse",
  },
  { path: "/upgrade/enterprise", action: inquiry.action, operations: INQUIRY_OPERATIONS, who: "admin" },
];

const operationsOf = (mapped: string | readonly string[]) => (typeof mapped === "string" ? [mapped] : mapped);

describe("each route action's intents name the API operations they make", () => {
  it("every named operation is a write the API declares, and one intent's choices share one limit", () => {
    for (const { operations } of ROUTES)
      for (const [intent, mapped] of Object.entries(operations)) {
        const declared = operationsOf(mapped).map(declaredOperation);
        for (const one of declared) expect(one.method, `${intent}: ${one.path}`).not.toBe("GET");
        expect(new Set(declared.map((one) => one.rateLimit)).size, intent).toBe(1);
      }
  });

  it("every intent of a route is tested below, and every intent a table names is answered by a route", () => {
    for (const route of ROUTES)
      for (const intent of route.intents ?? []) expect(Object.keys(route.operations)).toContain(intent);
    const answered = new Set(ROUTES.flatMap((route) => route.intents ?? Object.keys(route.operations)));
    for (const { operations } of ROUTES)
      for (const intent of Object.keys(operations)) expect([...answered], intent).toContain(intent);
  });
});

describe("with every rate limit reached, an intent is refused (429) exactly when its API operation is limited", () => {
  const people = {} as Record<Who, Person>;
  beforeAll(async () => {
    people.admin = await person({ tier: "enterprise", role: "company_admin" });
    people.payPerUse = await person({ tier: "per_document", role: "company_admin" });
    people.platform = await platformAdmin();
  });

  for (const route of ROUTES)
    for (const intent of route.intents ?? Object.keys(route.operations))
      it(`${route.path} ${intent}`, async () => {
        const [operationId] = operationsOf(route.operations[intent]!);
        const limited = declaredOperation(operationId!).rateLimit !== null;
        const counted: string[] = [];
        const upload = route.uploads?.includes(intent) ?? false;
        const request = await formRequest(route.path, people[route.who].cookie, intent, upload);
        const context = await pageContextFor(request.clone() as Request);
        const answer = (await route
          .action({
            request,
            context: {
              ...context,
              countOperation: async (id) => {
                counted.push(id);
                return declaredOperation(id).rateLimit
                  ? new RateLimitedError("Too many requests. Try again in a minute.", 60)
                  : null;
              },
            },
            params: { documentId: "999999" },
          } as ActionFunctionArgs)
          .catch((thrown: unknown) => thrown)) as { init?: ResponseInit | null };
        const status = answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
        if (limited) {
          expect(status).toBe(429);
          expect(counted).toContain(operationId);
        } else {
          expect(status).not.toBe(429);
        }
      });
});

/**
 * The intent's form as its page sends it, with nothing else: no record named (so a change that is
 * not refused by its limit finds nothing to change), confirmed where the page asks first.
 */
async function formRequest(path: string, cookie: string, intent: string, upload: boolean) {
  const headers = { cookie, origin: APP_ORIGIN };
  if (!upload) {
    const body = new URLSearchParams({ intent, confirmed: "yes", [CONFIRM_TOKEN_FIELD]: "yes" });
    return new Request(`${APP_ORIGIN}${path}`, { method: "POST", headers, body });
  }
  const form = new FormData();
  form.append("intent", intent);
  form.append("file", new File(["A short policy."], "policy.txt", { type: "text/plain" }));
  // Sent as a browser sends it: with its length (an upload's limit is applied before it is read).
  const encoded = new Request(`${APP_ORIGIN}${path}`, { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": encoded.headers.get("content-type") ?? "",
      "content-length": String(body.byteLength),
    },
    body,
  });
}
