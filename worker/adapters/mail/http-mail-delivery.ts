import { OutsideServiceError } from "../../domain/logging/failure-for-people";
import type { MailDelivery } from "../../domain/mail/mail-delivery";

export interface HttpMailSettings {
  /** The provider's send endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  /** The sender, e.g. "Charterly <no-reply@example.com>" (a sender the provider has verified). */
  from: string;
  /** Injected in tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Delivery through a transactional-mail HTTP API: one JSON POST per message in the shape most
 * providers accept (Resend's `{ from, to, subject, text, html }`; Postmark, SendGrid and Mailgun
 * take it through their compatible endpoints or a small relay), authenticated with a Bearer key.
 * Any answer other than 2xx is a failure the delivery job records and retries.
 */
export function httpMailDelivery(settings: HttpMailSettings): MailDelivery {
  const send = settings.fetch ?? ((input, init) => fetch(input, init));
  return {
    name: "http",
    async send(message) {
      const host = new URL(settings.url).host;
      const response = await send(settings.url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          from: settings.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      }).catch((error: unknown) => {
        // The runtime's own text ("internal error; reference = …") is no reason a person can act
        // on; the queue shows ours instead and retries.
        const timedOut =
          error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new OutsideServiceError(
          timedOut
            ? `The mail provider (${host}) did not answer in time`
            : `The mail provider (${host}) could not be reached`,
        );
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new OutsideServiceError(
          `Mail provider answered ${response.status}${detail ? `: ${detail}` : ""}`,
        );
      }
    },
  };
}
