import {
  approveDocumentResultSchema,
  rejectDocumentBody,
  rejectDocumentResultSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { approveDocument } from "../domain/tokens/approve-document";
import { rejectDocument } from "../domain/tokens/reject-document";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["documents", "tokens"];

/** Pay Per Use approvals: approving a pending document spends 1 token; rejecting removes it for free. */
export const documentApprovalRoutes = new Hono<ApiEnv>()
  .post(
    "/documents/:documentId/approve",
    route({
      operationId: "approveDocument",
      summary: "Approve a pending document for 1 token (402 when the balance is 0)",
      tags,
      access: can("document.approve"),
      response: approveDocumentResultSchema,
    }),
    async (c) => c.json(await approveDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .post(
    "/documents/:documentId/reject",
    route({
      operationId: "rejectDocument",
      summary: "Reject a pending document: it is removed with its versions and comments; no token is spent",
      tags,
      access: can("document.approve"),
      body: rejectDocumentBody,
      response: rejectDocumentResultSchema,
      example: { rejectionReason: "The leave entitlements do not match our contracts." },
    }),
    async (c) => {
      const { rejectionReason } = bodyOf(c, rejectDocumentBody);
      await rejectDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"), rejectionReason);
      return c.json({ rejected: true as const, tokenConsumed: 0 as const });
    },
  );
