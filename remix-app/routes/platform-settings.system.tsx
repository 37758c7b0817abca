import { OUTBOX_STATUSES, type OutboxStatus } from "@charterly/domain/contract";
import {
  checkSystemStatus,
  getPlatformFigures,
  getPlatformSettings,
  listEmailTasks,
} from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { SystemSettingsTab } from "../components/platform/system/system-settings-tab";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { systemAction } from "../lib/platform-settings-actions.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "System Settings · Platform Settings · Charterly" }];

/** As many e-mails as the card lists (the API's limit for one page is 200). */
const EMAIL_PAGE = 100;

const outboxStatus = (value: string | null): OutboxStatus | undefined =>
  OUTBOX_STATUSES.find((status) => status === value);

// Platform Settings → System Settings: the settings, the figures and the e-mail queue (filtered by
// ?status=) are read together, in-process; the check of the outside parts (each probe may take up to
// seconds) is streamed, so the page shows first. Its writes — the global maximum, maintenance tasks,
// an e-mail's retry — are this route's action.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  const { domain, runtime } = context;
  const { actor } = gate.session;
  const status = outboxStatus(new URL(request.url).searchParams.get("status"));
  // Not awaited: streamed to the page. A check that fails is said in its cards (null), not a 500.
  const systemStatus = checkSystemStatus(
    domain,
    actor,
    runtime.systemProbes(),
    runtime.securityFacts(),
    runtime.scheduledJobs(),
  ).catch(() => null);
  const [settings, figures, emailTasks] = await readOrRouteError(
    Promise.all([
      getPlatformSettings(domain, actor),
      getPlatformFigures(domain, actor),
      listEmailTasks(domain, actor, { status, limit: EMAIL_PAGE }),
    ]),
  );
  return data({
    state: "open" as const,
    settings,
    figures,
    emailTasks,
    emailFilter: status ?? ("all" as const),
    systemStatus,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  return systemAction(context, gate.session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function PlatformSystemRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "open") return null;
  return (
    <SystemSettingsTab
      settings={loaded.settings}
      figures={loaded.figures}
      emailTasks={loaded.emailTasks}
      emailFilter={loaded.emailFilter}
      status={loaded.systemStatus}
    />
  );
}

export function ErrorBoundary() {
  return <AdminTabError what="the system settings" />;
}
