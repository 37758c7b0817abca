import { listAdminTemplates } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { TemplateLibraryTab } from "../components/platform/templates/template-library-tab";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { templatesAction } from "../lib/platform-settings-actions.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Template Library · Platform Settings · Charterly" }];

// Platform Settings → Template Library: the whole library, read in-process for the platform
// administrator; creating, editing and deleting a template are this route's action, after which
// Remix reads it again (also after a stale form's 404/409: the template gone or the name taken).

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  const templates = await readOrRouteError(listAdminTemplates(context.domain, gate.session.actor));
  return data({ state: "open" as const, templates });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  return templatesAction(context, gate.session, await request.formData());
}

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function PlatformTemplatesRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "open" ? <TemplateLibraryTab templates={loaded.templates} /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the templates" />;
}
