import type { Tier } from "../../db/schema";
import { type AccessRule, signedIn } from "../access/access-rule";

/** Token credits (balance, ledger, requests, approve and reject) belong to the Pay Per Use plan. */
export const TOKEN_TIERS: readonly Tier[] = ["per_document", "system_admin"];

export const TOKEN_TIER_MESSAGE = "Token credits are part of the Pay Per Use plan.";

export const tokenAccess: AccessRule = signedIn({ tiers: TOKEN_TIERS, tierMessage: TOKEN_TIER_MESSAGE });

export const INSUFFICIENT_TOKENS_MESSAGE =
  "Insufficient Tokens - You need at least 1 token to approve a document. Please purchase more tokens.";
