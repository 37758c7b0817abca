// Template Library — filled in by the issue-10 work.
export function TemplateLibraryTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Template Library</p>;
}
