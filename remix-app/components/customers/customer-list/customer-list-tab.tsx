// Customer List — filled in by the issue-10 work.
export function CustomerListTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Customer List</p>;
}
