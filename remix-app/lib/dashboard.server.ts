import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDomainContext } from "../../worker/db/client";
import type { Actor } from "../../worker/domain/access/actor";
import {
  countDashboardFigures,
  type DashboardFigures,
} from "../../worker/domain/dashboard/count-dashboard-figures";

export function loadDashboardFigures(context: AppLoadContext, actor: Actor): Promise<DashboardFigures> {
  return countDashboardFigures(createDomainContext(context.cloudflare.env), actor);
}
