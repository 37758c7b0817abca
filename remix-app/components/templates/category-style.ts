import { type Category, isCategory } from "@charterly/domain/contract";
import type { GlyphName } from "../icon-sprite";

export interface CategoryStyle {
  /** The sprite glyph of the category's tile. */
  glyph: GlyphName;
  /** The icon tile: background and icon colour. */
  tile: string;
  /** The category badge: background, text and ring colour (AA contrast in both themes). */
  badge: string;
}

// One icon and colour per template category (spec §2); unknown categories use "other".
const STYLES: Record<Category, CategoryStyle> = {
  hr: {
    glyph: "users",
    tile: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
    badge: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  },
  travel: {
    glyph: "plane",
    tile: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
    badge:
      "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  },
  finance: {
    glyph: "banknote",
    tile: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
    badge:
      "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  },
  it: {
    glyph: "monitor",
    tile: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    badge:
      "bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  },
  legal: {
    glyph: "scale",
    tile: "bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300",
    badge: "bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800",
  },
  other: {
    glyph: "document",
    tile: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
    badge:
      "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
  },
};

/** The category as filtered and styled: a known category, or "other". */
export const normalizeCategory = (category: string): Category => (isCategory(category) ? category : "other");

export function categoryStyle(category: string): CategoryStyle {
  return STYLES[normalizeCategory(category)];
}
