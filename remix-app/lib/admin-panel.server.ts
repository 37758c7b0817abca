import type { SessionUser } from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { type AdminTab, adminTabIncluded } from "./admin-tabs";
import { checkPageAccess } from "./page-guard.server";

// Who may see an Admin Panel tab, decided on the server before anything is read: the panel's
// permission (admin.panel.open; refused → the layout's 403 'Access Denied'), then the tier
// (not included → the tab's upgrade prompt). Every tab's loader and action starts here.

export type AdminTabGate =
  | { state: "denied"; status: 403 }
  | { state: "upgrade"; status: 200 }
  | { state: "open"; session: SessionUser };

export function gateAdminTab(context: AppLoadContext, tab: AdminTab): AdminTabGate {
  const { session, denied } = checkPageAccess(context, "admin.panel.open");
  if (denied) return { state: "denied", status: 403 };
  if (!adminTabIncluded(session.user, tab)) return { state: "upgrade", status: 200 };
  return { state: "open", session };
}

/** A tab's loader answer when it reads nothing: the 403 behind 'Access Denied', or the upgrade prompt. */
export const closedAdminTab = (gate: Exclude<AdminTabGate, { state: "open" }>) =>
  data({ state: gate.state }, { status: gate.status });
