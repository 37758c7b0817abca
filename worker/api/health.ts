import { Hono } from "hono";
import { z } from "zod";
import { publicAccess } from "../domain/access/access-rule";
import { route } from "./route";
import type { ApiEnv } from "./types";

const healthResponse = z.object({ status: z.literal("ok") });

export const healthRoutes = new Hono<ApiEnv>().get(
  "/health",
  route({
    operationId: "getHealth",
    readOnly: true,
    summary: "Liveness check",
    tags: ["system"],
    access: publicAccess(),
    response: healthResponse,
  }),
  (c) => c.json({ status: "ok" as const }),
);
