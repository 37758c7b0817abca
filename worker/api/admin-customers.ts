import {
  changeRoleBody,
  changeRoleResponse,
  changeSubscriptionBody,
  changeSubscriptionResponse,
  companyListQuery,
  companyListResponse,
  companyMoveResponse,
  createCustomerBody,
  createCustomerResponse,
  customerActivationResponse,
  customerAnalyticsResponse,
  customerCompanyUsersResponse,
  customerStatsResponse,
  moveCompanyBody,
  platformUserListQuery,
  platformUserPageSchema,
  releaseDomainBody,
  releaseDomainResponse,
  removeUserResponse,
  resendVerificationResponse,
  resetPasswordResponse,
  updateCustomerBody,
  updateCustomerResponse,
  XLSX_CONTENT_TYPE,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { releaseAuthorizedDomain } from "../domain/authorized-domains/release-authorized-domain";
import { changeCompanyTier } from "../domain/customers/change-company-tier";
import { changeCustomerRole } from "../domain/customers/change-customer-role";
import { createCustomer } from "../domain/customers/create-customer";
import { exportCustomers } from "../domain/customers/export-customers";
import { getCustomerAnalytics } from "../domain/customers/get-customer-analytics";
import { getCustomerStats } from "../domain/customers/get-customer-stats";
import { listCompanies } from "../domain/customers/list-companies";
import { listCustomerUsers } from "../domain/customers/list-customer-users";
import { listPlatformUsers } from "../domain/customers/list-platform-users";
import { removeCustomerUser } from "../domain/customers/remove-customer-user";
import { resendCustomerVerification } from "../domain/customers/resend-customer-verification";
import { resetCustomerPassword } from "../domain/customers/reset-customer-password";
import { setCustomerActive } from "../domain/customers/set-customer-active";
import { updateCustomer } from "../domain/customers/update-customer";
import { moveCompanyNow } from "../domain/platform/move-company";
import { appOrigin, passwordResetLinks } from "./app-origin";
import { attachmentDisposition } from "./content-disposition";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

// Customer Management (/admin/customers; administration side §2, §7 'Companies and customers'):
// every company of the platform, for platform administrators (platform.customers). Companies in
// the recycle bin are never listed, counted, exported or changed here. Changes write audit rows.

const tags = ["customers"];
const access = can("platform.customers");

export const adminCustomerRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/companies",
    route({
      operationId: "listCompanies",
      readOnly: true,
      summary:
        "Every company outside the recycle bin, newest first, with its users and documents counted; search by name, filter by company id",
      tags,
      access,
      query: companyListQuery,
      response: companyListResponse,
    }),
    async (c) => c.json(await listCompanies(c.get("domain"), actorOf(c), queryOf(c, companyListQuery))),
  )
  .get(
    "/admin/companies/:companyId/users",
    route({
      operationId: "listCustomerUsers",
      readOnly: true,
      summary:
        "A company's people (and its invitations awaiting an answer); 404 for a company in the recycle bin",
      tags,
      access,
      response: customerCompanyUsersResponse,
    }),
    async (c) => c.json(await listCustomerUsers(c.get("domain"), actorOf(c), idParam(c, "companyId"))),
  )
  .get(
    "/admin/users",
    route({
      operationId: "listPlatformUsers",
      readOnly: true,
      summary:
        "Every person of every company outside the recycle bin (deactivated ones marked), oldest account first, `limit` a page (50 by default, at most 200); pass `nextCursor` as `after` for the next page; search by name or e-mail, filter by company id",
      tags,
      access,
      query: platformUserListQuery,
      response: platformUserPageSchema,
    }),
    async (c) =>
      c.json(await listPlatformUsers(c.get("domain"), actorOf(c), queryOf(c, platformUserListQuery))),
  )
  .put(
    "/admin/companies/:companyId/subscription",
    route({
      operationId: "changeCompanyTier",
      summary:
        "Move a company to another plan. Company 10001 stays on System Admin, and no other company is given it (403)",
      tags,
      access,
      body: changeSubscriptionBody,
      response: changeSubscriptionResponse,
      example: { subscriptionTier: "enterprise" },
    }),
    async (c) =>
      c.json(
        await changeCompanyTier(
          c.get("domain"),
          actorOf(c),
          idParam(c, "companyId"),
          bodyOf(c, changeSubscriptionBody),
        ),
      ),
  )
  .get(
    "/admin/customer-stats",
    route({
      operationId: "getCustomerStats",
      readOnly: true,
      summary:
        "The Overview: total, active (someone signed in within 30 days) and Enterprise customers, their documents, and the 5 newest companies",
      tags,
      access,
      response: customerStatsResponse,
    }),
    async (c) => c.json(await getCustomerStats(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/customer-analytics",
    route({
      operationId: "getCustomerAnalytics",
      readOnly: true,
      summary:
        "The Analytics tab: companies per plan (count and percentage) and companies created per month over the last 12 months",
      tags,
      access,
      response: customerAnalyticsResponse,
    }),
    async (c) => c.json(await getCustomerAnalytics(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/customers/export",
    route({
      operationId: "exportCustomers",
      summary:
        "Export Excel: an .xlsx workbook, 'Customers' (one row per person) and 'Companies' (one row per company), named customer-export-YYYY-MM-DD.xlsx",
      tags,
      access,
      produces: "binary",
    }),
    async (c) => {
      const file = await exportCustomers(c.get("domain"), actorOf(c));
      return c.body(file.bytes.slice().buffer, 200, {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "no-store",
      });
    },
  )
  .post(
    "/admin/customers",
    route({
      operationId: "createCustomer",
      summary:
        "Add New Customer: a company with its plan, and its first company admin invited by e-mail (7 days). An address that is a user already, or invited elsewhere, answers 409",
      tags,
      access,
      body: createCustomerBody,
      response: createCustomerResponse,
      example: {
        companyName: "Example Customer Ltd",
        companySize: "11-50",
        companyWebsite: "https://customer.example.test",
        subscriptionTier: "enterprise",
        email: "first.admin@customer.example.test",
        firstName: "Casey",
        lastName: "Customer",
      },
    }),
    async (c) =>
      c.json(
        await createCustomer(c.get("domain"), actorOf(c), {
          ...bodyOf(c, createCustomerBody),
          appOrigin: appOrigin(c),
        }),
      ),
  )
  .put(
    "/admin/customers/:userId",
    route({
      operationId: "updateCustomer",
      summary:
        "Edit a customer: the person's name and e-mail with their company's name, size, website and plan. Platform admins cannot be changed here (403); an e-mail another person has answers 409",
      tags,
      access,
      body: updateCustomerBody,
      response: updateCustomerResponse,
      example: {
        firstName: "Erin",
        lastName: "Example",
        email: "erin.example@customer.example.test",
        companyName: "Second Company",
        companySize: "51-200",
        companyWebsite: "https://second.example.test",
        subscriptionTier: "enterprise",
      },
    }),
    async (c) =>
      c.json(
        await updateCustomer(
          c.get("domain"),
          actorOf(c),
          idParam(c, "userId"),
          bodyOf(c, updateCustomerBody),
        ),
      ),
  )
  .put(
    "/admin/customers/:userId/deactivate",
    route({
      operationId: "deactivateCustomer",
      summary:
        "Deactivate a customer: no sign-in, sessions end, no seat; what they wrote stays. Not a platform admin (403), not a company's last active admin (409)",
      tags,
      access,
      response: customerActivationResponse,
    }),
    async (c) => c.json(await setCustomerActive(c.get("domain"), actorOf(c), idParam(c, "userId"), false)),
  )
  .put(
    "/admin/customers/:userId/reactivate",
    route({
      operationId: "reactivateCustomer",
      summary: "Reactivate a deactivated customer: they can sign in again",
      tags,
      access,
      response: customerActivationResponse,
    }),
    async (c) => c.json(await setCustomerActive(c.get("domain"), actorOf(c), idParam(c, "userId"), true)),
  )
  // A company's people, managed from its expanded Customer List row (decision 013): the Team Members
  // tab's four changes, for any company, with the same rules.
  .put(
    "/admin/customers/:userId/role",
    route({
      operationId: "changeCustomerRole",
      summary:
        "Switch a person of any company between user and company_admin. Not a platform admin (403); not a company's last admin (409)",
      tags,
      access,
      body: changeRoleBody,
      response: changeRoleResponse,
      example: { role: "company_admin" },
    }),
    async (c) =>
      c.json(
        await changeCustomerRole(
          c.get("domain"),
          actorOf(c),
          idParam(c, "userId"),
          bodyOf(c, changeRoleBody),
        ),
      ),
  )
  .delete(
    "/admin/customers/:userId",
    route({
      operationId: "removeCustomerUser",
      summary:
        "Remove a person of any company; their sessions end at once and what they wrote stays. Not a platform admin (403), not a company's only user or last admin (409)",
      tags,
      access,
      response: removeUserResponse,
    }),
    async (c) => c.json(await removeCustomerUser(c.get("domain"), actorOf(c), idParam(c, "userId"))),
  )
  .post(
    "/admin/customers/:userId/reset-password",
    route({
      operationId: "resetCustomerPassword",
      summary:
        "End a person's sessions and e-mail them where to set a new password at the identity provider (not a platform admin: 403)",
      tags,
      access,
      rateLimit: "team-mail",
      response: resetPasswordResponse,
    }),
    async (c) =>
      c.json(
        await resetCustomerPassword(c.get("domain"), actorOf(c), idParam(c, "userId"), passwordResetLinks(c)),
      ),
  )
  .post(
    "/admin/customers/:userId/resend-verification",
    route({
      operationId: "resendCustomerVerification",
      summary:
        "E-mail an unverified person of any company a link to sign in and verify their address (409 when already verified)",
      tags,
      access,
      rateLimit: "team-mail",
      response: resendVerificationResponse,
    }),
    async (c) =>
      c.json(
        await resendCustomerVerification(c.get("domain"), actorOf(c), idParam(c, "userId"), {
          appOrigin: appOrigin(c),
        }),
      ),
  )
  .post(
    "/admin/companies/:companyId/move",
    route({
      operationId: "moveCompany",
      summary:
        "Move a company to another company database (1 is DB, n is COMPANY_DB_n), or go on with its move (no toDatabase). Its people keep reading throughout; their writes are refused (503) from the start until the switch. What one request cannot finish, the continue-company-moves job does: `complete` says when it is over. 400 for a database this deployment does not have; 409 for the database it is on, the system company, a company in the recycle bin, or a move to another database under way",
      tags,
      access,
      body: moveCompanyBody,
      response: companyMoveResponse,
      example: { toDatabase: 2 },
    }),
    async (c) =>
      c.json(
        await moveCompanyNow(
          c.get("domain"),
          actorOf(c),
          idParam(c, "companyId"),
          bodyOf(c, moveCompanyBody),
        ),
      ),
  )
  .post(
    "/admin/companies/:companyId/domains/release",
    route({
      operationId: "releaseAuthorizedDomain",
      summary:
        "Release a proven e-mail domain from a company (decision 032): it stops routing sign-ins there, the company's offers for it go, and another company can prove it. Its people are not touched. 409 when the company does not hold the domain",
      tags,
      access,
      body: releaseDomainBody,
      response: releaseDomainResponse,
      example: { domain: "example.com" },
    }),
    async (c) =>
      c.json(
        await releaseAuthorizedDomain(
          c.get("domain"),
          actorOf(c),
          idParam(c, "companyId"),
          bodyOf(c, releaseDomainBody),
        ),
      ),
  );
