import { archivePreviewQuery } from "@charterly/domain/contract";
import { listDocuments, PAGE_UPLOADS, previewArchiveOldDocuments } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { DocumentsTab } from "../components/admin/documents/documents-tab";
import { UpgradePrompt } from "../components/admin/upgrade-prompt";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";
import { DOCUMENTS_TAB_OPERATIONS, documentsTabAction } from "../lib/documents-tab-actions.server";
import { DOCUMENTS_TAB_INTENTS } from "../lib/documents-tab-intents";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";
import { readActionForm } from "../lib/upload-form.server";

export const meta: MetaFunction = () => [{ title: "Documents · Admin Panel · Charterly" }];

// Admin Panel → Documents (Document Import and Document Management). The tier decides here, on the
// server: a plan without the tab gets its upgrade prompt and nothing else. The loader reads, together,
// the active library (the documents a version can replace) and how many documents the archive date
// in the address (?before=YYYY-MM-DD, the archive form's GET field; a year ago when none) would take.
// Archiving and a replaced version (a multipart form, read with the API's upload limits) are this
// route's action (lib/documents-tab-actions.server.ts); an import is an upload sent to the API, after
// which the loader reads again.

/** YYYY-MM-DD a year before `now` (UTC), the date the archive form starts with. */
function aYearBefore(now: Date): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "documents");
  if (gate.state !== "open") return closedAdminTab(gate);
  const { actor } = gate.session;
  const given = new URL(request.url).searchParams.get("before");
  const before = given ?? aYearBefore(context.domain.clock.now());
  const query = archivePreviewQuery.safeParse({ before });
  const [library, preview] = await readOrRouteError(
    Promise.all([
      listDocuments(context.domain, actor, { tab: "active", limit: 200 }),
      // A date that is not one (an edited address) counts nothing: the form says to choose one.
      query.success ? previewArchiveOldDocuments(context.domain, actor, query.data.before) : null,
    ]),
  );
  return data({ state: "open" as const, before, preview, library: library.documents });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gateAdminTab(context, "documents");
  if (gate.state !== "open") return closedAdminTab(gate);
  // A multipart form (a replaced version's) is read with the API's upload limits before anything
  // else, and counted as the API operation it is (whose route declares no rate limit).
  const read = await readActionForm(context, request, {
    // The upload limits the Worker applies to this page before it reads the body (one table).
    limits: PAGE_UPLOADS.replaceVersion.limits,
    intent: DOCUMENTS_TAB_INTENTS.replaceVersion,
    operationId: DOCUMENTS_TAB_OPERATIONS[DOCUMENTS_TAB_INTENTS.replaceVersion],
  });
  if (!read.ok) return read.answer;
  return documentsTabAction(context, gate.session, read.form);
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminDocumentsRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "upgrade") return <UpgradePrompt tab="documents" />;
  return loaded.state === "open" ? (
    <DocumentsTab before={loaded.before} preview={loaded.preview} library={loaded.library} />
  ) : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the documents" />;
}
