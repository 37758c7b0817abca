// Export Excel · Add New Customer — filled in by the issue-10 work.
export function CustomerHeaderActions() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Export Excel · Add New Customer</p>;
}
