import { useId } from "react";
import { SearchIcon } from "../icons";

export const fieldStyles =
  "rounded-md border border-slate-300 bg-white py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/30";

interface TemplateSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box over template names and descriptions. */
export function TemplateSearchField({ value, onChange, className = "" }: TemplateSearchFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Search templates
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search templates..."
          autoComplete="off"
          className={`${fieldStyles} w-full pr-3 pl-9`}
        />
      </div>
    </div>
  );
}
