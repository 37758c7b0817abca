import { enterpriseInquiryBody, enterpriseInquiryResultSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { signedIn } from "../domain/access/access-rule";
import { submitEnterpriseInquiry } from "../domain/enterprise-inquiries/submit-enterprise-inquiry";
import { readConfig } from "../env";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

export const enterpriseInquiryRoutes = new Hono<ApiEnv>().post(
  "/enterprise-inquiry",
  route({
    operationId: "submitEnterpriseInquiry",
    summary: "Send the 'Upgrade to Enterprise' form to sales",
    tags: ["sales"],
    access: signedIn(),
    rateLimit: "enterprise-inquiry",
    body: enterpriseInquiryBody,
    response: enterpriseInquiryResultSchema,
    example: {
      fullName: "Ada Lovelace",
      email: "ada@example.test",
      company: "Analytical Engines Ltd",
      companySize: "51-200",
      currentTier: "freemium",
      inquiryType: "full_enterprise",
      notes: "We would like the AI assistant for 120 staff.",
    },
  }),
  async (c) =>
    c.json(
      await submitEnterpriseInquiry(c.get("domain"), actorOf(c), bodyOf(c, enterpriseInquiryBody), {
        salesEmail: readConfig(c.env).SALES_EMAIL,
      }),
    ),
);
