import type { QueuedEmail } from "../mail/queue-email";

/**
 * The mail that asks a domain's administrators to confirm it belongs to a company. It goes to an
 * address whose owner has proven nothing to us (decision 010), so it holds only fixed wording, the
 * domain (theirs) and the link: not the company's name or anything else a user typed. The page the
 * link opens says which company asked, as plain text, and asks before anything changes.
 */
export function domainLinkEmail(domain: string, link: string): Pick<QueuedEmail, "subject" | "text"> {
  return {
    subject: `Confirm that ${domain} may sign in to a company on Charterly`,
    text: [
      "Hello,",
      "",
      `A company on Charterly, a policy-document service, asked to authorize the e-mail domain ${domain}. Once it is confirmed, everyone who signs in to Charterly with an @${domain} address joins that company.`,
      "",
      `If you look after ${domain} for your organisation, open this link within 7 days to see which company asked, and confirm or leave it:`,
      "",
      link,
      "",
      "If you did not expect this, ignore this e-mail: nothing changes.",
    ].join("\n"),
  };
}
