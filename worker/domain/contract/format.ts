// How dates, counts and plan names read wherever people see them (spec §4, §9): the web app, the
// exports, mails and the Slack bot format through these.

// One formatter each, made once: `toLocaleDateString("en-US", …)` builds a new ICU formatter on
// every call (20–80 µs in V8), and a library page formats fifty dates while it renders.
const SHORT_DATE = new Intl.DateTimeFormat("en-US");
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** As toLocaleString: a text that is no date reads "Invalid Date" (a formatter would throw). */
const formatWith = (formatter: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Invalid Date" : formatter.format(date);
};

/** Library dates: the short US form, e.g. 3/14/2026. */
export const formatShortDate = (iso: string) => formatWith(SHORT_DATE, iso);

/** Version and comment dates: 'MMM d, h:mm a', e.g. Mar 14, 3:07 PM. */
export const formatDateTime = (iso: string) => formatWith(DATE_TIME, iso);

/** Counts with thousands separators, e.g. 1,250. */
export const formatCount = (count: number) => count.toLocaleString("en-US");

/** "12 tokens", "1 token". */
export const tokenCount = (count: number) => `${formatCount(count)} ${count === 1 ? "token" : "tokens"}`;

/** "+25" or "−1" (a true minus sign). */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : "0";

type NamedPerson = { firstName: string | null; lastName: string | null; email: string };

/** "Ada Lovelace", or the e-mail address when no name is known. */
export function fullName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The date a cited document came into force: 'd MMM yyyy' (UTC), e.g. 2 Mar 2026. */
export function formatDayMonthYear(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
