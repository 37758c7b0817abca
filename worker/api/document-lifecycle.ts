import { documentLifecycleBody, documentSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { markDocumentReviewed } from "../domain/lifecycle/mark-document-reviewed";
import { setDocumentLifecycle } from "../domain/lifecycle/set-document-lifecycle";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["documents"];

// Owners and review dates (decision 016): the library's 'Owner & review' dialog and 'Mark reviewed'.
export const documentLifecycleRoutes = new Hono<ApiEnv>()
  .put(
    "/documents/:documentId/lifecycle",
    route({
      operationId: "setDocumentLifecycle",
      summary:
        "Set a document's owner (an active person of the company), review interval (3, 6, 12 or 24 months, or null: no review) and readers (roles, or null: everyone). Recomputes the next review date; records no version",
      tags,
      access: can("document.lifecycle"),
      body: documentLifecycleBody,
      response: documentSchema,
      example: { ownerUserId: null, reviewIntervalMonths: 12, readerRoles: null },
    }),
    async (c) =>
      c.json(
        await setDocumentLifecycle(
          c.get("domain"),
          actorOf(c),
          idParam(c, "documentId"),
          bodyOf(c, documentLifecycleBody),
        ),
      ),
  )
  .post(
    "/documents/:documentId/review",
    route({
      operationId: "markDocumentReviewed",
      summary:
        "'Mark reviewed': the owner or an admin confirms the document in force is still right (a version entry 'Reviewed' with the same text; restarts the review interval). 403 for anyone else, 409 when the document is not in force",
      tags,
      access: can("document.review"),
      response: documentSchema,
    }),
    async (c) => c.json(await markDocumentReviewed(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  );
