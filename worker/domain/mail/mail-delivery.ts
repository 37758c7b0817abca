/** One e-mail as a delivery adapter sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Hands e-mail to whatever delivers it: a transactional-mail HTTP API in production, the local
 * outbox in development (worker/adapters/mail/). Throws when the message was not accepted.
 */
export interface MailDelivery {
  /** For logs and job summaries: "http", "local-outbox". */
  readonly name: string;
  send(message: OutgoingMail): Promise<void>;
}
