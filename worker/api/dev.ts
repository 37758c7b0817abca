import { notFound, outboxMessageSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { publicAccess } from "../domain/access/access-rule";
import { listOutbox } from "../domain/mail/list-outbox";
import { route } from "./route";
import type { ApiEnv } from "./types";

/**
 * Tools for local development only. Each handler checks APP_ENV itself, as written in the
 * Worker's variables (no default): anything but "local" or "test" answers 404, as if absent.
 */
const isDevelopment = (appEnv: string | undefined) => appEnv === "local" || appEnv === "test";

export const devRoutes = new Hono<ApiEnv>().get(
  "/dev/outbox",
  route({
    summary: "Local only (404 in production): the latest 50 outbox e-mails, newest first, with their links",
    tags: ["system"],
    access: publicAccess(),
    response: outboxMessageSchema.array(),
  }),
  async (c) => {
    if (!isDevelopment(c.env.APP_ENV)) throw notFound();
    return c.json(await listOutbox(c.get("domain"), 50));
  },
);
