import {
  tokenBalanceSchema,
  tokenRequestBody,
  tokenRequestSchema,
  tokenTransactionListQuery,
  tokenTransactionSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { getTokenBalance } from "../domain/tokens/get-token-balance";
import { listTokenRequests } from "../domain/tokens/list-token-requests";
import { listTokenTransactions } from "../domain/tokens/list-token-transactions";
import { requestTokens } from "../domain/tokens/request-tokens";
import { actorOf, bodyOf, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["tokens"];

// One declaration for both paths below; each path is its own operation in the OpenAPI document, so
// each needs its own name.
const requestTokensRoute = (operationId: string) =>
  route({
    operationId,
    summary: "Ask for more tokens (pending until a platform administrator processes it)",
    tags,
    access: can("tokens.request"),
    rateLimit: "token-request",
    body: tokenRequestBody,
    response: tokenRequestSchema,
    example: {
      requestedTokens: 25,
      businessJustification: "Quarterly policy refresh for the finance and HR teams.",
      urgency: "medium",
      contactEmail: "finance.lead@example.test",
    },
  });

export const tokenRoutes = new Hono<ApiEnv>()
  .get(
    "/tokens/balance",
    route({
      operationId: "getTokenBalance",
      readOnly: true,
      summary: "The company's token balance",
      tags,
      access: can("tokens.read"),
      response: tokenBalanceSchema,
    }),
    async (c) => c.json(await getTokenBalance(c.get("domain"), actorOf(c))),
  )
  .get(
    "/tokens/transactions",
    route({
      operationId: "listTokenTransactions",
      readOnly: true,
      summary: "The company's token ledger, newest first",
      tags,
      access: can("tokens.read"),
      query: tokenTransactionListQuery,
      response: tokenTransactionSchema.array(),
    }),
    async (c) =>
      c.json(await listTokenTransactions(c.get("domain"), actorOf(c), queryOf(c, tokenTransactionListQuery))),
  )
  .get(
    "/tokens/requests",
    route({
      operationId: "listTokenRequests",
      readOnly: true,
      summary: "The company's token requests, newest first",
      tags,
      access: can("tokens.read"),
      response: tokenRequestSchema.array(),
    }),
    async (c) => c.json(await listTokenRequests(c.get("domain"), actorOf(c))),
  )
  // The spec's client posts to /tokens/request; /tokens/requests is the same call under the collection's name.
  .post("/tokens/request", requestTokensRoute("requestTokens"), async (c) =>
    c.json(await requestTokens(c.get("domain"), actorOf(c), bodyOf(c, tokenRequestBody))),
  )
  .post("/tokens/requests", requestTokensRoute("createTokenRequest"), async (c) =>
    c.json(await requestTokens(c.get("domain"), actorOf(c), bodyOf(c, tokenRequestBody))),
  );
