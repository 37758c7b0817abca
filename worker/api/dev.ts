import { notFound, outboxMessageSchema } from "@charterly/domain/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { can } from "../domain/access/access-rule";
import { listOutbox } from "../domain/mail/list-outbox";
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

/**
 * Tools for local development only. APP_ENV is read as written in the Worker's variables (no
 * default): anything but "local" or "test" answers 404 to everyone, signed in or not, as if the
 * route did not exist — checked before the route's access rule.
 */
const isDevelopment = (appEnv: string | undefined) => appEnv === "local" || appEnv === "test";

const developmentOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isDevelopment(c.env.APP_ENV)) throw notFound();
  await next();
};

export const devRoutes = new Hono<ApiEnv>().get(
  "/dev/outbox",
  developmentOnly,
  route({
    operationId: "listOutbox",
    summary:
      "Local and test runs only (404 elsewhere): the latest 50 outbox e-mails of every company, newest first, with their links. Platform admin only.",
    tags: ["system"],
    access: can("platform.mail"),
    response: outboxMessageSchema.array(),
  }),
  async (c) => c.json(await listOutbox(c.get("domain"), actorOf(c), 50)),
);
