import {
  emailChangeCancelledSchema,
  emailChangeRequestedSchema,
  emailChangeStatusSchema,
  requestEmailChangeBody,
  verifyEmailChangeQuery,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { publicAccess, signedIn } from "../domain/access/access-rule";
import { cancelEmailChange } from "../domain/email-change/cancel-email-change";
import { EMAIL_CHANGE_REDIRECTS } from "../domain/email-change/email-change-rules";
import { getEmailChangeStatus } from "../domain/email-change/get-email-change-status";
import { requestEmailChange } from "../domain/email-change/request-email-change";
import { verifyEmailChange } from "../domain/email-change/verify-email-change";
import { readConfig } from "../env";
import { actorOf, bodyOf, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["profile"];

export const emailChangeRoutes = new Hono<ApiEnv>()
  .post(
    "/auth/request-email-change",
    route({
      operationId: "requestEmailChange",
      summary:
        "Ask to change the account's e-mail address: a verification link goes to the new address. Needs a sign-in from the last 10 minutes (else 403 reauthentication_required: sign in again through /api/login?reauth=1&returnTo=…). A registered address answers like a free one; the link reports the clash.",
      tags,
      access: signedIn(),
      rateLimit: "email-change",
      body: requestEmailChangeBody,
      response: emailChangeRequestedSchema,
      example: { newEmail: "new.address@example.test" },
    }),
    async (c) => {
      const { newEmail } = bodyOf(c, requestEmailChangeBody);
      const appOrigin = readConfig(c.env).APP_URL ?? new URL(c.req.url).origin;
      const sessionToken = c.get("sessionToken");
      return c.json(
        await requestEmailChange(c.get("domain"), actorOf(c), { newEmail, appOrigin, sessionToken }),
      );
    },
  )
  .get(
    "/auth/email-change-status",
    route({
      operationId: "getEmailChangeStatus",
      readOnly: true,
      summary: "The current e-mail address and the pending change, if any",
      tags,
      access: signedIn(),
      response: emailChangeStatusSchema,
    }),
    async (c) => c.json(await getEmailChangeStatus(c.get("domain"), actorOf(c))),
  )
  .post(
    "/auth/cancel-email-change",
    route({
      operationId: "cancelEmailChange",
      summary: "Cancel the pending e-mail change (its link stops working)",
      tags,
      access: signedIn(),
      response: emailChangeCancelledSchema,
    }),
    async (c) => c.json(await cancelEmailChange(c.get("domain"), actorOf(c))),
  )
  .get(
    "/auth/verify-email-change",
    route({
      operationId: "verifyEmailChange",
      summary:
        "The link in the verification e-mail: changes the address and ends the person's other sessions (the one opening the link stays), then redirects to /?email_changed=1 (or /?email_change=invalid|taken)",
      tags,
      // Opened from a mail client, perhaps signed out: the token is the proof.
      access: publicAccess(),
      query: verifyEmailChangeQuery,
      produces: "redirect",
    }),
    async (c) => {
      const { token } = queryOf(c, verifyEmailChangeQuery);
      const outcome = await verifyEmailChange(c.get("domain"), token, {
        currentSessionToken: c.get("sessionToken"),
      });
      return c.redirect(EMAIL_CHANGE_REDIRECTS[outcome], 302);
    },
  );
