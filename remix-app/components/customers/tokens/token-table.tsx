import type { ReactNode } from "react";
import { thStyles } from "./token-admin-display";

/** A column heading; numbers are right-aligned, and a hidden label is read out but not shown. */
export interface TokenTableColumn {
  label: string;
  numeric?: boolean;
  hidden?: boolean;
}

/**
 * The table of each Token Management card: a caption for screen readers, its column headings
 * (sticky while the frame scrolls) and the rows. The minimum width keeps the columns readable; the
 * frame scrolls sideways below it.
 */
export function TokenTable({
  caption,
  minWidth,
  columns,
  children,
}: {
  caption: string;
  minWidth: "min-w-[44rem]" | "min-w-[52rem]" | "min-w-[54rem]";
  columns: TokenTableColumn[];
  children: ReactNode;
}) {
  return (
    <table className={`w-full ${minWidth} text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map(({ label, numeric, hidden }) => (
            <th key={label} scope="col" className={numeric ? `${thStyles} text-right` : thStyles}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  );
}
