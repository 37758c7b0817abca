import {
  createScimTokenBody,
  scimTokenCreatedSchema,
  scimTokenRevokedSchema,
  scimTokensSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { createScimToken, listScimTokens, revokeScimToken } from "../domain/scim/scim-tokens";
import { appOrigin } from "./app-origin";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["company settings"];

// Company Settings → Provisioning (SCIM), decision 035: the bearer tokens a company's identity
// provider calls /scim/v2 with. A token's secret is answered once, by its creation; lists never
// carry it. Enterprise and company admins only (settings.enterprise).
export const scimTokenRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/company-settings/scim-tokens",
    route({
      operationId: "listScimTokens",
      readOnly: true,
      summary: "The SCIM base URL and the company's SCIM tokens (names and dates, never the secret)",
      tags,
      access: can("settings.enterprise"),
      response: scimTokensSchema,
    }),
    async (c) => c.json(await listScimTokens(c.get("domain"), actorOf(c), { appOrigin: appOrigin(c) })),
  )
  .post(
    "/admin/company-settings/scim-tokens",
    route({
      operationId: "createScimToken",
      summary:
        "Create a SCIM bearer token for the company's identity provider; its secret is in this answer only",
      tags,
      access: can("settings.enterprise"),
      body: createScimTokenBody,
      response: scimTokenCreatedSchema,
      example: { name: "Microsoft Entra ID" },
    }),
    async (c) => c.json(await createScimToken(c.get("domain"), actorOf(c), bodyOf(c, createScimTokenBody))),
  )
  .delete(
    "/admin/company-settings/scim-tokens/:tokenId",
    route({
      operationId: "revokeScimToken",
      summary: "Revoke a SCIM token: the identity provider's next request with it is refused (401)",
      tags,
      access: can("settings.enterprise"),
      response: scimTokenRevokedSchema,
    }),
    async (c) => c.json(await revokeScimToken(c.get("domain"), actorOf(c), idParam(c, "tokenId"))),
  );
