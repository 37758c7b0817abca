// A company's name travels in the platform's mail: invitations to any address, reminders, resets
// (issue 25 §3). It may not carry a link or an address, which a mail program would make clickable
// and which would then reach people under Charterly's name.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/company-name.ts.

const TOP_LEVEL_DOMAINS =
  "[a-z]{2}|com|net|org|info|biz|edu|gov|mil|int|app|dev|xyz|online|site|shop|store|top|club|link|click|live|tech|cloud|email|page|pro|name|mobi|blog|news|website|space|fun|icu|vip|work|life|world|today|zip|mov";

/**
 * A web or e-mail address as mail programs find one to make into a link: a scheme (`https://`,
 * `mailto:`…), `www.…`, an e-mail address, or a host name ending in a country code or a common
 * top-level domain (`example.com`).
 */
const LINK_OR_ADDRESS = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/\S*`,
    String.raw`\b(?:mailto|javascript|vbscript|data|file|tel|sms|callto):\S*`,
    String.raw`[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+`,
    String.raw`\bwww\.\S*`,
    String.raw`\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TOP_LEVEL_DOMAINS})\b(?:[/:?#]\S*)?`,
  ].join("|"),
  "gi",
);

export const containsLinkOrAddress = (text: string) => text.search(LINK_OR_ADDRESS) !== -1;

/** The text with every link or address made inert: `https[:]//example[.]com`, `ann[@]example[.]com`. */
export const withInertLinks = (text: string) =>
  text.replace(LINK_OR_ADDRESS, (found) => found.replace(/[.:@]/g, (mark) => `[${mark}]`));

export const COMPANY_NAME_LINK_MESSAGE =
  "Company name cannot contain a web or e-mail address (such as example.com or name@example.com): it is quoted in mail Charterly sends, where an address would become a link.";
