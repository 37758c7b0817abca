import {
  acknowledgeBody,
  acknowledgementReminderSchema,
  acknowledgementSchema,
  acknowledgementStatusSchema,
  myAcknowledgementSchema,
  toReadListSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { acknowledgeDocument, getMyAcknowledgement } from "../domain/lifecycle/acknowledge-document";
import { exportAcknowledgements } from "../domain/lifecycle/acknowledgement-export";
import { remindPendingReaders } from "../domain/lifecycle/acknowledgement-reminder";
import { getAcknowledgementStatus } from "../domain/lifecycle/acknowledgement-status";
import { listToRead } from "../domain/lifecycle/to-read";
import { appOrigin } from "./app-origin";
import { attachmentDisposition } from "./content-disposition";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

// Read and acknowledge (decision 016): 'I have read this', the 'To read' list, and for admins who
// has read a document in force, a reminder to the others, and the list as CSV.

const tags = ["acknowledgements"];

export const acknowledgementRoutes = new Hono<ApiEnv>()
  .get(
    "/acknowledgements/to-read",
    route({
      operationId: "listToRead",
      readOnly: true,
      summary:
        "The signed-in person's 'To read' list: documents in force addressed to their role whose version in force they have not acknowledged, most recently changed first, each with what changed in that version (at most 50; `more` when others wait)",
      tags,
      access: can("document.acknowledge"),
      response: toReadListSchema,
    }),
    async (c) => c.json(await listToRead(c.get("domain"), actorOf(c))),
  )
  .post(
    "/documents/:documentId/acknowledge",
    route({
      operationId: "acknowledgeDocument",
      summary:
        "'I have read this': acknowledge the version in force (the version read; a later review of the same text counts as the same). Idempotent: a repeat answers the first acknowledgement's time. 409 'This document changed; read the new version.' when that version is not (or no longer) in force; 403 when the document is not addressed to the person's role",
      tags,
      access: can("document.acknowledge"),
      body: acknowledgeBody,
      response: acknowledgementSchema,
      example: { version: 1 },
    }),
    async (c) =>
      c.json(
        await acknowledgeDocument(
          c.get("domain"),
          actorOf(c),
          idParam(c, "documentId"),
          bodyOf(c, acknowledgeBody).version,
        ),
      ),
  )
  .get(
    "/documents/:documentId/acknowledgement",
    route({
      operationId: "getMyAcknowledgement",
      readOnly: true,
      summary:
        "Where the signed-in person stands with a document: its version in force, whether it is addressed to them, and when they acknowledged that version",
      tags,
      access: can("document.acknowledge"),
      response: myAcknowledgementSchema,
    }),
    async (c) => c.json(await getMyAcknowledgement(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .get(
    "/documents/:documentId/acknowledgements",
    route({
      operationId: "getAcknowledgementStatus",
      readOnly: true,
      summary:
        "Who has read it: for a document in force, who among the people it is addressed to acknowledged its version in force (when, and where) and who has not. 409 when it is not in force",
      tags,
      access: can("acknowledgements.manage"),
      response: acknowledgementStatusSchema,
    }),
    async (c) =>
      c.json(await getAcknowledgementStatus(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .post(
    "/documents/:documentId/acknowledgements/remind",
    route({
      operationId: "remindPendingReaders",
      summary:
        "Send reminder: e-mail everyone who has not acknowledged the version in force (when the company's e-mail service is on). Once per document per day: a second within 24 hours answers 409",
      tags,
      access: can("acknowledgements.manage"),
      response: acknowledgementReminderSchema,
    }),
    async (c) =>
      c.json(
        await remindPendingReaders(c.get("domain"), actorOf(c), idParam(c, "documentId"), {
          appOrigin: appOrigin(c),
        }),
      ),
  )
  .get(
    "/documents/:documentId/acknowledgements/export",
    route({
      operationId: "exportAcknowledgements",
      summary:
        "Download CSV: one row per person the document in force is addressed to — name, e-mail, status, acknowledged at (UTC), channel — named after the document",
      tags,
      access: can("acknowledgements.manage"),
      produces: "binary",
    }),
    async (c) => {
      const file = await exportAcknowledgements(c.get("domain"), actorOf(c), idParam(c, "documentId"));
      return c.body(file.csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "no-store",
      });
    },
  );
