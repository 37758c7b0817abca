import { listCompanyUsers } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import type { AdminOutletContext } from "../components/admin/admin-panel";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { TeamMembersTab } from "../components/admin/team/team-members-tab";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";
import { teamAction } from "../lib/team-actions.server";

export const meta: MetaFunction = () => [{ title: "Team Members · Admin Panel · Charterly" }];

// Admin Panel → Team Members: the people, the invitations and the seats, read in-process for the
// signed-in person (team.read; read-only without team.manage). Its writes are this route's action
// (lib/team-actions.server.ts); after each, Remix reads the team again.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "team");
  if (gate.state !== "open") return closedAdminTab(gate);
  const team = await readOrRouteError(listCompanyUsers(context.domain, gate.session.actor));
  return data({ state: "open" as const, team });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gateAdminTab(context, "team");
  if (gate.state !== "open") return closedAdminTab(gate);
  return teamAction(context, gate.session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminTeamRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { user } = useOutletContext<AdminOutletContext>();
  return loaded.state === "open" ? <TeamMembersTab user={user} team={loaded.team} /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the team" />;
}
