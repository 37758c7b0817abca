import { currentUserSchema, updateProfileBody } from "@charterly/domain/contract";
import { Hono } from "hono";
import { signedIn } from "../domain/access/access-rule";
import { updateProfile } from "../domain/profile/update-profile";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

export const profileRoutes = new Hono<ApiEnv>().put(
  "/profile",
  route({
    operationId: "updateProfile",
    summary:
      "Save the Edit Profile dialog: first and last name; the company name for company admins (answers the current user)",
    tags: ["profile"],
    access: signedIn(),
    body: updateProfileBody,
    response: currentUserSchema,
    example: { firstName: "Ada", lastName: "Lovelace" },
  }),
  async (c) => c.json(await updateProfile(c.get("domain"), actorOf(c), bodyOf(c, updateProfileBody))),
);
