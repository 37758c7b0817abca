import { companyStatsSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { signedIn } from "../domain/access/access-rule";
import { getCompanyStats } from "../domain/analytics/get-company-stats";
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

export const analyticsRoutes = new Hono<ApiEnv>().get(
  "/analytics/stats",
  route({
    operationId: "getCompanyStats",
    readOnly: true,
    summary: "The company's document, template, team and token figures",
    tags: ["analytics"],
    access: signedIn(),
    response: companyStatsSchema,
  }),
  async (c) => c.json(await getCompanyStats(c.get("domain"), actorOf(c))),
);
