// Deployment — filled in by the issue-10 work.
export function DeploymentTab() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Deployment</p>;
}
