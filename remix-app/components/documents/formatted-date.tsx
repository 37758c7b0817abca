import { formatDateTime, formatShortDate } from "@charterly/domain/contract";

// Dates are written in the reader's time zone. The server renders in UTC, so the text may differ
// on hydration; the browser's version wins without a warning.

/** Short US form (3/14/2026), as the library shows it. */
export function ShortDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatShortDate(iso)}
    </time>
  );
}

/** 'MMM d, h:mm a' (Mar 14, 3:07 PM), as versions and comments show it. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatDateTime(iso)}
    </time>
  );
}
