// System Settings — filled in by the issue-10 work.
export function SystemSettingsTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">System Settings</p>;
}
