// CRM Integration — filled in by the issue-10 work.
export function CrmIntegrationTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">CRM Integration</p>;
}
