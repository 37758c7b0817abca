// Shared class lists so links and buttons that act alike look alike.

const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

// Colours apart from sizes: a class list cannot override padding reliably (the stylesheet's order
// decides, not the class list's), so each size is a list of its own.
const tones = {
  primary: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 dark:hover:bg-indigo-500",
  secondary:
    "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700",
  dangerOutline:
    "border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950",
} as const;

export const buttonStyles = {
  primary: `${base} px-4 py-2 ${tones.primary}`,
  secondary: `${base} px-4 py-2 ${tones.secondary}`,
  danger: `${base} px-4 py-2 ${tones.danger}`,
  dangerOutline: `${base} px-4 py-2 ${tones.dangerOutline}`,
  ghost: `${base} px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
  icon: `${base} size-10 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
} as const;

/** The same buttons, smaller, for table rows. */
export const smallButtonStyles = {
  primary: `${base} px-2.5 py-1.5 ${tones.primary}`,
  secondary: `${base} px-2.5 py-1.5 ${tones.secondary}`,
  dangerOutline: `${base} px-2.5 py-1.5 ${tones.dangerOutline}`,
} as const;

export const linkStyles =
  "font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300";

export const cardStyles =
  "rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
