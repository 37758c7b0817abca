import type { Context } from "hono";
import { readConfig } from "../env";
import type { ApiEnv } from "./types";

/** The app's public origin for links in mail: APP_URL (required in production), else the request's origin. */
export const appOrigin = (c: Context<ApiEnv>) => readConfig(c.env).APP_URL ?? new URL(c.req.url).origin;

/**
 * Where a password reset sends people (the identity provider's reset page, else its issuer) and the
 * app's origin for the sign-in link beside it: the Team Members tab's reset and Customer
 * Management's build the same mail.
 */
export const passwordResetLinks = (c: Context<ApiEnv>) => {
  const config = readConfig(c.env);
  return { resetUrl: config.OIDC_PASSWORD_RESET_URL ?? config.OIDC_ISSUER, appOrigin: appOrigin(c) };
};
