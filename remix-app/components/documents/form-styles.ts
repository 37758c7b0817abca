// Inputs, selects and textareas of the document dialogs and filters, in both themes.

export const fieldStyles =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400";

export const labelStyles = "block text-sm font-medium text-slate-800 dark:text-slate-200";

export const fieldErrorStyles = "mt-1 text-sm text-red-700 dark:text-red-300";
