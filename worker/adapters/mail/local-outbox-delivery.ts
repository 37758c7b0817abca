import type { MailDelivery } from "../../domain/mail/mail-delivery";

/**
 * The local default (APP_ENV local or test, no MAIL_API_URL): the outbox table is the mailbox.
 * Nothing leaves the machine; the delivery job marks each message "sent", meaning "delivered to the
 * local outbox", where GET /api/dev/outbox shows it with its links.
 */
export const localOutboxDelivery: MailDelivery = {
  name: "local-outbox",
  async send() {},
};
