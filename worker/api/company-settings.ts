import {
  companySettingsSchema,
  companySettingsUpdateBody,
  slackTestResultSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { getCompanySettings } from "../domain/company-settings/get-company-settings";
import { sendSlackTestMessage } from "../domain/company-settings/send-slack-test-message";
import { updateCompanySettings } from "../domain/company-settings/update-company-settings";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["company settings"];

// The Admin Panel's Company Settings (administration side §2, §7). The Slack bot token is accepted
// here and never answered: responses carry only its mask.
export const companySettingsRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/company-settings",
    route({
      operationId: "getCompanySettings",
      summary:
        "The company's settings: feature switches, maximum users, authorized domains, Slack (token masked)",
      tags,
      access: can("settings.read"),
      response: companySettingsSchema,
    }),
    async (c) => c.json(await getCompanySettings(c.get("domain"), actorOf(c))),
  )
  .put(
    "/admin/company-settings",
    route({
      operationId: "updateCompanySettings",
      summary:
        "Change one setting or several (maxUsers: admins; switches, authorizedDomains and Slack: admins on Enterprise and System Admin)",
      tags,
      access: can("settings.manage"),
      body: companySettingsUpdateBody,
      response: companySettingsSchema,
      example: { maxUsers: 3 },
    }),
    async (c) =>
      c.json(await updateCompanySettings(c.get("domain"), actorOf(c), bodyOf(c, companySettingsUpdateBody))),
  )
  .post(
    "/admin/company-settings/slack/test",
    route({
      operationId: "sendSlackTestMessage",
      summary: "Post a test message to the saved Slack channel with the saved bot token",
      tags,
      access: can("settings.enterprise"),
      response: slackTestResultSchema,
    }),
    async (c) => c.json(await sendSlackTestMessage(c.get("domain"), actorOf(c))),
  );
