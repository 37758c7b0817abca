import { describeDeployment } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { DeploymentTab } from "../components/platform/deployment/deployment-tab";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Deployment · Platform Settings · Charterly" }];

// Platform Settings → Deployment: the running Worker (version, bindings present, cron schedule),
// read from its bindings when the page is asked for; no database read.

export function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  const deployment = describeDeployment(gate.session.actor, context.runtime.deployment);
  return data({ state: "open" as const, deployment });
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function PlatformDeploymentRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "open" ? <DeploymentTab deployment={loaded.deployment} /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the deployment" />;
}
