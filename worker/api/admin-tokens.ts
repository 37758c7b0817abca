import {
  addCreditsBody,
  addCreditsResultSchema,
  platformCompanyBalanceSchema,
  platformTokenRequestSchema,
  platformTransactionListQuery,
  platformTransactionPageSchema,
  processTokenRequestBody,
  processTokenRequestResultSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { addCredits } from "../domain/platform-tokens/add-credits";
import { listCompanyBalances } from "../domain/platform-tokens/list-company-balances";
import { listPlatformTokenRequests } from "../domain/platform-tokens/list-platform-token-requests";
import { listPlatformTransactions } from "../domain/platform-tokens/list-platform-transactions";
import { processTokenRequest } from "../domain/platform-tokens/process-token-request";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

// Customer Management → Token Management (administration side §2, §4, §7 Tokens), for the platform
// administrator: every company's balances, ledger and requests; processing a request; crediting
// tokens against an invoice. Companies in the recycle bin are neither listed nor reachable (404).

const tags = ["admin", "tokens"];
const access = can("platform.customers");

export const adminTokenRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/companies/tokens",
    route({
      operationId: "listCompanyTokenBalances",
      readOnly: true,
      summary: "Every company's token balance (zeros for a company that never had tokens), by name",
      tags,
      access,
      response: platformCompanyBalanceSchema.array(),
    }),
    async (c) => c.json(await listCompanyBalances(c.get("domain"), actorOf(c))),
  )
  .get(
    "/admin/tokens/transactions",
    route({
      operationId: "listPlatformTokenTransactions",
      readOnly: true,
      summary:
        "Every company's token ledger, newest first, `limit` entries a page (100 by default, at most 500); pass `nextCursor` as `before` for the next page",
      tags,
      access,
      query: platformTransactionListQuery,
      response: platformTransactionPageSchema,
    }),
    async (c) =>
      c.json(
        await listPlatformTransactions(c.get("domain"), actorOf(c), queryOf(c, platformTransactionListQuery)),
      ),
  )
  .get(
    "/admin/tokens/requests",
    route({
      operationId: "listPlatformTokenRequests",
      readOnly: true,
      summary: "Every company's token requests, newest first, with the company and who asked",
      tags,
      access,
      response: platformTokenRequestSchema.array(),
    }),
    async (c) => c.json(await listPlatformTokenRequests(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/companies/:companyId/tokens",
    route({
      operationId: "addTokenCredits",
      summary:
        "Credit 1–1000 tokens to a company against an invoice; an invoice number credits once (409 'Invoice … was already credited'). A Freemium company becomes Pay Per Use",
      tags,
      access,
      body: addCreditsBody,
      response: addCreditsResultSchema,
      example: { amount: 10, description: "Annual token bundle", invoiceNumber: "INV-2026-0001" },
    }),
    async (c) =>
      c.json(
        await addCredits(c.get("domain"), actorOf(c), idParam(c, "companyId"), bodyOf(c, addCreditsBody)),
      ),
  )
  .patch(
    "/admin/tokens/requests/:requestId",
    route({
      operationId: "processTokenRequest",
      summary:
        "Process a pending token request, once: approved adds the requested tokens, fulfilled adds tokensToAdd (default the requested amount), rejected adds none; the requester is told by e-mail. A request already processed answers 409",
      tags,
      access,
      body: processTokenRequestBody,
      response: processTokenRequestResultSchema,
      example: { status: "approved", adminNotes: "Approved for the quarterly refresh." },
    }),
    async (c) =>
      c.json(
        await processTokenRequest(
          c.get("domain"),
          actorOf(c),
          idParam(c, "requestId"),
          bodyOf(c, processTokenRequestBody),
        ),
      ),
  );
