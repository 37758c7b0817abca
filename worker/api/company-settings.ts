import {
  claimDomainBody,
  companySettingsSchema,
  companySettingsUpdateBody,
  sendDomainLinkBody,
  slackTestResultSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { cancelDomainClaim } from "../domain/authorized-domains/cancel-domain-claim";
import { claimAuthorizedDomain } from "../domain/authorized-domains/claim-authorized-domain";
import { sendDomainLink } from "../domain/authorized-domains/send-domain-link";
import { verifyDomainByDns } from "../domain/authorized-domains/verify-domain-by-dns";
import { getCompanySettings } from "../domain/company-settings/get-company-settings";
import { sendSlackTestMessage } from "../domain/company-settings/send-slack-test-message";
import { updateCompanySettings } from "../domain/company-settings/update-company-settings";
import { appOrigin } from "./app-origin";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["company settings"];

// The Admin Panel's Company Settings (administration side §2, §7). The Slack bot token is accepted
// here and never answered: responses carry only its mask. An authorized e-mail domain is claimed,
// then proven by DNS or by a mailed link before it lets anyone in (decision 021).
export const companySettingsRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/company-settings",
    route({
      operationId: "getCompanySettings",
      readOnly: true,
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
        "Change one setting or several (maxUsers: admins; switches, authorizedDomains and Slack: admins on Enterprise and System Admin). authorizedDomains only takes verified domains off: one is added with POST /admin/company-settings/domains and proven",
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
  )
  .post(
    "/admin/company-settings/domains",
    route({
      operationId: "claimAuthorizedDomain",
      summary:
        "Claim an e-mail domain: Pending verification, routing nobody, until proven by DNS or a mailed link. Only a proof decides who wins it (decision 032); 409 only when the company lists it already",
      tags,
      access: can("settings.enterprise"),
      body: claimDomainBody,
      response: companySettingsSchema,
      example: { domain: "example.com" },
    }),
    async (c) => c.json(await claimAuthorizedDomain(c.get("domain"), actorOf(c), bodyOf(c, claimDomainBody))),
  )
  .delete(
    "/admin/company-settings/domains/:claimId",
    route({
      operationId: "cancelDomainClaim",
      summary: "Remove a domain that is still pending verification",
      tags,
      access: can("settings.enterprise"),
      response: companySettingsSchema,
    }),
    async (c) => c.json(await cancelDomainClaim(c.get("domain"), actorOf(c), idParam(c, "claimId"))),
  )
  .post(
    "/admin/company-settings/domains/:claimId/dns-check",
    route({
      operationId: "verifyDomainByDns",
      summary:
        "Prove a pending domain by its TXT record _charterly-verification.<domain> (422 when not found yet; 503 when DNS cannot be asked)",
      tags,
      access: can("settings.enterprise"),
      response: companySettingsSchema,
    }),
    async (c) => c.json(await verifyDomainByDns(c.get("domain"), actorOf(c), idParam(c, "claimId"))),
  )
  .post(
    "/admin/company-settings/domains/:claimId/email",
    route({
      operationId: "sendDomainLink",
      summary:
        "Mail a confirmation link for a pending domain to one of its role addresses (admin@, administrator@, hostmaster@, postmaster@, webmaster@); someone there confirms it on the page it opens",
      tags,
      access: can("settings.enterprise"),
      body: sendDomainLinkBody,
      response: companySettingsSchema,
      example: { mailbox: "admin" },
      rateLimit: "team-mail",
    }),
    async (c) =>
      c.json(
        await sendDomainLink(c.get("domain"), actorOf(c), idParam(c, "claimId"), {
          ...bodyOf(c, sendDomainLinkBody),
          appOrigin: appOrigin(c),
        }),
      ),
  );
