import type { MailDelivery } from "../../domain/mail/mail-delivery";
import { type Config, ConfigurationError } from "../../env";
import { httpMailDelivery } from "./http-mail-delivery";
import { localOutboxDelivery } from "./local-outbox-delivery";

/**
 * The configured delivery: the HTTP provider when MAIL_API_URL is set (with MAIL_API_KEY and
 * MAIL_FROM), else the local outbox — except in production, where a missing provider is a
 * configuration error: mail stays queued (and is sent once the provider is configured) instead of
 * being marked sent to nowhere.
 */
export function mailDeliveryFromConfig(config: Config, fetcher?: typeof fetch): MailDelivery {
  if (config.MAIL_API_URL) {
    if (!config.MAIL_API_KEY || !config.MAIL_FROM) {
      throw new ConfigurationError(
        "MAIL_API_URL is set but MAIL_API_KEY or MAIL_FROM is missing (wrangler secret put MAIL_API_KEY)",
      );
    }
    return httpMailDelivery({
      url: config.MAIL_API_URL,
      apiKey: config.MAIL_API_KEY,
      from: config.MAIL_FROM,
      fetch: fetcher,
    });
  }
  if (config.APP_ENV === "production") {
    throw new ConfigurationError(
      "MAIL_API_URL is not set: e-mail stays queued until a mail provider is configured",
    );
  }
  return localOutboxDelivery;
}
