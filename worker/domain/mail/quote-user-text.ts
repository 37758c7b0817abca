import { withInertLinks } from "../contract";

// What people typed (a company's name, a person's name, a title) inside mail the platform sends
// (decision 010): one line of plain text with any link or address made inert, so the mail carries
// no one's markup — also for names written before the company-name rule, or taken from an
// identity provider.

/** Someone's text as one line, links and addresses inert (`example[.]com`). */
export const inert = (text: string) => withInertLinks(text.replace(/\s+/g, " ").trim());

/** Someone's text quoted, so it reads as what they typed and never as the platform's own words. */
export const quoted = (text: string) => `“${inert(text)}”`;
