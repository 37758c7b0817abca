import { addCommentBody, commentSchema, deletedSchema, updateCommentBody } from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { addComment } from "../domain/comments/add-comment";
import { deleteComment } from "../domain/comments/delete-comment";
import { listComments } from "../domain/comments/list-comments";
import { setCommentResolved } from "../domain/comments/set-comment-resolved";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["comments"];

const setResolvedRoute = {
  operationId: "setCommentResolved",
  summary: "Resolve or reopen a comment (not a general one)",
  tags,
  access: can("library.write"),
  body: updateCommentBody,
  response: commentSchema,
  example: { isResolved: true },
} as const;
const setResolved = async (c: Context<ApiEnv>) => {
  const { isResolved } = bodyOf(c, updateCommentBody);
  return c.json(await setCommentResolved(c.get("domain"), actorOf(c), idParam(c, "commentId"), isResolved));
};

const deleteRoute = {
  operationId: "deleteComment",
  summary: "Delete a comment (its author only)",
  tags,
  access: can("library.write"),
  response: deletedSchema,
} as const;
const remove = async (c: Context<ApiEnv>) => {
  await deleteComment(c.get("domain"), actorOf(c), idParam(c, "commentId"));
  return c.json({ deleted: true as const });
};

// The path the comment routes had until they moved (ec372ef), kept for one release so that clients
// written against it keep working meanwhile: the same operation, marked deprecated in the OpenAPI
// document, each answer naming the new path (Deprecation and Link headers). Remove it after the next
// release; its own operationId so generated clients can tell the two apart.
const OLD_PATH = "/documents/comments/:commentId";
const deprecated = { successor: "/api/comments/:commentId" };

// A comment is addressed by its own id at /comments/:commentId: under /documents it sat beside
// /documents/:documentId/…, paths that client generators cannot tell apart (decision 019).
export const commentRoutes = new Hono<ApiEnv>()
  .put("/comments/:commentId", route(setResolvedRoute), setResolved)
  .delete("/comments/:commentId", route(deleteRoute), remove)
  .get(
    "/documents/:documentId/comments",
    route({
      operationId: "listComments",
      readOnly: true,
      summary: "A document's comments, oldest first",
      tags,
      access: can("library.read"),
      response: commentSchema.array(),
    }),
    async (c) => c.json(await listComments(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .post(
    "/documents/:documentId/comments",
    route({
      operationId: "addComment",
      summary: "Comment on a document",
      tags,
      access: can("library.write"),
      body: addCommentBody,
      response: commentSchema,
      example: { comment: "Please add the on-call allowance to section 3.", commentType: "suggestion" },
    }),
    async (c) =>
      c.json(
        await addComment(c.get("domain"), actorOf(c), idParam(c, "documentId"), bodyOf(c, addCommentBody)),
      ),
  )
  .put(
    OLD_PATH,
    route({ ...setResolvedRoute, operationId: "setCommentResolvedAtOldPath", deprecated }),
    setResolved,
  )
  .delete(OLD_PATH, route({ ...deleteRoute, operationId: "deleteCommentAtOldPath", deprecated }), remove);
