import { questionGapListSchema, questionGapSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { listQuestionGaps, resolveQuestionGap } from "../domain/assistant/question-gaps";
import { actorOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["knowledge base"];

export const questionGapRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/knowledge-base/gaps",
    route({
      operationId: "listQuestionGaps",
      readOnly: true,
      summary:
        "The company's unanswered questions: asked with low confidence, near-duplicates counted together, most asked first",
      tags,
      access: can("knowledge.manage"),
      response: questionGapListSchema,
    }),
    async (c) => c.json({ gaps: await listQuestionGaps(c.get("domain"), actorOf(c)) }),
  )
  .post(
    "/admin/knowledge-base/gaps/:gapId/resolve",
    route({
      operationId: "resolveQuestionGap",
      summary: "Mark an unanswered question resolved (the missing policy was written); it leaves the list",
      tags,
      access: can("knowledge.manage"),
      response: questionGapSchema,
    }),
    async (c) => c.json(await resolveQuestionGap(c.get("domain"), actorOf(c), idParam(c, "gapId"))),
  );
