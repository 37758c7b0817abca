// Shared class lists so links and buttons that act alike look alike.

const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

export const buttonStyles = {
  primary: `${base} bg-indigo-600 px-4 py-2 text-white shadow-sm hover:bg-indigo-700 dark:hover:bg-indigo-500`,
  secondary: `${base} border border-slate-300 bg-white px-4 py-2 text-slate-900 shadow-sm hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  ghost: `${base} px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
  icon: `${base} size-10 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
} as const;

export const linkStyles =
  "font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300";

export const cardStyles =
  "rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
