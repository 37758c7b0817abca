import { knowledgeBaseListQuery, knowledgeBaseSearchBody } from "@charterly/domain/contract";
import {
  listDocuments,
  listKnowledgeBase,
  listQuestionGaps,
  PAGE_UPLOADS,
  searchKnowledgeBase,
} from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { KnowledgeBaseTab } from "../components/admin/knowledge/knowledge-base-tab";
import { UpgradePrompt } from "../components/admin/upgrade-prompt";
import { checkWithSchema } from "../components/ui/use-schema-form";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { KNOWLEDGE_OPERATIONS, knowledgeAction } from "../lib/knowledge-actions.server";
import { KNOWLEDGE_INTENTS, passageSearchOf } from "../lib/knowledge-intents";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readOrRouteError, readPart } from "../lib/route-errors.server";
import { readActionForm } from "../lib/upload-form.server";

export const meta: MetaFunction = () => [{ title: "Knowledge Base · Admin Panel · Charterly" }];

// Admin Panel → Knowledge Base: the entries, filtered by the address's ?search=&category=
// &documentType=&status= (the list's GET form, read with the API's query schema), and the questions
// the assistant could not answer, read in-process together. The tier decides here, on the server: a
// plan without the tab gets its upgrade prompt and nothing else. Its writes (an entry's switch and
// removal, resolving a question) are this route's action (lib/knowledge-actions.server.ts).
// 'Search Knowledge Base' is a GET form too (?passage=&passageCategory=): its query is checked with
// the API's body schema and run with the same operation, beside the other reads; a query refused
// is said next to its field, a search that failed in its card. 'Upload Training Document' (a
// multipart form) and 'Import from Library' are its action too, calling the API's operations.

/** The filters as the address gives them: what the form shows, and what the list is read with. */
function filtersOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const given = {
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    documentType: params.get("documentType") ?? "",
    status: params.get("status") ?? "all",
  };
  const query = knowledgeBaseListQuery.safeParse({
    search: given.search.trim() || undefined,
    category: given.category || undefined,
    documentType: given.documentType || undefined,
    status: given.status || undefined,
  });
  // A value the form does not offer (an edited address) is read as no filter.
  return query.success
    ? { filters: given, query: query.data }
    : { filters: { search: "", category: "", documentType: "", status: "all" }, query: {} };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "knowledge");
  if (gate.state !== "open") return closedAdminTab(gate);
  const { actor } = gate.session;
  const { filters, query } = filtersOf(request);
  const asked = passageSearchOf(new URL(request.url).searchParams);
  const body = asked
    ? checkWithSchema(knowledgeBaseSearchBody, {
        query: asked.query,
        ...(asked.category ? { category: asked.category } : {}),
      })
    : null;
  const [[{ entries }, gaps, library], found] = await Promise.all([
    readOrRouteError(
      Promise.all([
        listKnowledgeBase(context.domain, actor, query),
        listQuestionGaps(context.domain, actor),
        // 'Import from Library': the documents it may pick from (every one but the archived).
        listDocuments(context.domain, actor, { tab: "active", limit: 200 }),
      ]),
    ),
    body?.ok ? readPart(searchKnowledgeBase(context.domain, actor, body.data)) : null,
  ]);
  const passages = asked
    ? {
        ...asked,
        /** The schema's message for a field (an empty query), said next to it. */
        fieldErrors: body && !body.ok ? body.errors : {},
        found,
      }
    : null;
  return data({ state: "open" as const, filters, entries, gaps, passages, library: library.documents });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gateAdminTab(context, "knowledge");
  if (gate.state !== "open") return closedAdminTab(gate);
  // A multipart form (the upload's) is counted against the API's `upload` limit, then read with the
  // API's upload limits, before anything else.
  const read = await readActionForm(context, request, {
    // The upload limits the Worker applies to this page before it reads the body (one table).
    limits: PAGE_UPLOADS.knowledgeUpload.limits,
    intent: KNOWLEDGE_INTENTS.upload,
    operationId: KNOWLEDGE_OPERATIONS[KNOWLEDGE_INTENTS.upload],
  });
  if (!read.ok) return read.answer;
  return knowledgeAction(context, gate.session, read.form);
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminKnowledgeRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "upgrade") return <UpgradePrompt tab="knowledge" />;
  return loaded.state === "open" ? (
    <KnowledgeBaseTab
      filters={loaded.filters}
      entries={loaded.entries}
      gaps={loaded.gaps}
      passages={loaded.passages}
      library={loaded.library}
    />
  ) : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the knowledge base" />;
}
