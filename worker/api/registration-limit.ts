import { registrationLimitSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { signedIn } from "../domain/access/access-rule";
import { checkRegistrationLimit } from "../domain/users/check-registration-limit";
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

export const registrationLimitRoutes = new Hono<ApiEnv>().get(
  "/auth/check-registration-limit",
  route({
    operationId: "checkRegistrationLimit",
    readOnly: true,
    summary:
      "The caller's company's user count and limit (maxCount null = unlimited); query parameters are ignored",
    tags: ["profile"],
    access: signedIn(),
    response: registrationLimitSchema,
  }),
  async (c) => c.json(await checkRegistrationLimit(c.get("domain"), actorOf(c))),
);
