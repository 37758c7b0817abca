// Token Management — filled in by the issue-10 work.
export function TokenManagementTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Token Management</p>;
}
