// A company's name travels in the platform's mail: invitations to any address, reminders, resets
// (decision 010). It may not carry a link or an address, which a mail program would make clickable
// and which would then reach people under Charterly's name — whatever the top-level domain
// (`evil.help`, `pay.services`), however the dot is written (`evil．com`), or as a bare IP address
// (decision 034). So a name is an allow-list of characters, not a search for links: letters, marks,
// digits, spaces and a few marks that company names use, with a dot only where it cannot join two
// labels of a host name. Every check is bounded and linear (decision 034): the length
// is checked before any pattern runs, and no pattern backtracks.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/company-name.ts.

/** The longest company name, in UTF-16 units (as `string.length` counts). */
export const MAX_COMPANY_NAME_LENGTH = 200;

/** The marks a company name may hold besides letters, digits and spaces (as the message lists them). */
const NAME_MARKS = `& ' ’ - – , . ( ) ! + / " “ ” „ « » · ・`;

/**
 * Every character of the name (in NFKC, so full-width and other compatibility forms count as the
 * characters they stand for): letters and their combining marks, digits, spaces and NAME_MARKS.
 * No `@`, `:`, ideographic full stop or other character that makes an address.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} &'’\-–,.()!+/"“”„«»·・]*$/u;

/**
 * A dot that could join two labels of a host name: followed by a digit (`203.0`, `v2.1`), or by a
 * letter that another letter or digit follows (`evil.help`). No top-level domain has one letter,
 * so a dot before a lone initial (`J.P.`, `A.Ş.`) or after a word (`Inc.`) makes no host.
 */
const DOT_JOINING_LABELS = /\.(?:\p{N}|\p{L}\p{M}*[\p{L}\p{N}])/u;

/**
 * Whether the text may be a company's name: at most MAX_COMPANY_NAME_LENGTH units (checked first,
 * before any pattern), only allowed characters, and no dot joining two labels. The text is taken
 * as it will be stored (trimmed); the rule reads its NFKC form.
 */
export function isCompanyName(text: string): boolean {
  if (text.length > MAX_COMPANY_NAME_LENGTH) return false;
  const normalized = text.normalize("NFKC");
  return NAME_CHARACTERS.test(normalized) && !DOT_JOINING_LABELS.test(normalized);
}

export const COMPANY_NAME_TOO_LONG_MESSAGE = `Company name is at most ${MAX_COMPANY_NAME_LENGTH} characters`;

export const COMPANY_NAME_LINK_MESSAGE = `Company name can hold letters, digits, spaces and these marks: ${NAME_MARKS} — with a dot only after a word or an initial (Acme Inc., J.P. Morgan), never between words or numbers (example.com, 203.0.113.9). It is quoted in mail Charterly sends, where a web or e-mail address would become a link.`;

/**
 * Where someone's text in a mail could become a link (decision 034): a dot (also full-width or
 * ideographic) that could join two labels of a host, a colon before a letter, digit or slash
 * (`https://`, `mailto:ann`), and every at sign. Linear: each character is looked at a bounded number
 * of times but for combining marks after one letter.
 */
const LINK_MARKS = /[.．｡。](?=\p{N}|\p{L}\p{M}*[\p{L}\p{N}])|[:：](?=[\p{L}\p{N}/／])|[@＠]/gu;

/**
 * The text with every mark that could make it a link made inert, whatever the top-level domain:
 * `https[:]//example[.]com`, `ann[@]example[.]help`, `203[.]0[.]113[.]9/unlock`.
 */
export const withInertLinks = (text: string) => text.replace(LINK_MARKS, (mark) => `[${mark}]`);
