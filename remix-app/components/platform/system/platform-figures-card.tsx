import { formatCount, type PlatformFiguresDto } from "@charterly/domain/contract";
import { SettingsCard } from "../../admin/settings/settings-card";

const TILES: Array<{ key: keyof PlatformFiguresDto; label: string }> = [
  { key: "companies", label: "Companies" },
  { key: "users", label: "Users" },
  { key: "activeUsers", label: "Active users (30 days)" },
  { key: "documents", label: "Documents" },
  { key: "documentsLast30Days", label: "Documents added (30 days)" },
  { key: "questionsLast30Days", label: "Assistant questions (30 days)" },
  { key: "knowledgePassages", label: "Indexed passages" },
  { key: "activeSessions", label: "Active sessions" },
  { key: "emailsQueued", label: "E-mails queued" },
  { key: "emailsFailed", label: "E-mails failed" },
  { key: "auditEventsLast30Days", label: "Audit events (30 days)" },
];

/** 'Analytics': the platform's figures, counted now. */
export function PlatformFiguresCard({ figures }: { figures: PlatformFiguresDto }) {
  return (
    <SettingsCard
      title="Analytics"
      description="Counted across every company now (companies in the recycle bin left out)."
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TILES.map(({ key, label }) => (
          <div key={key} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-xl font-semibold">{formatCount(figures[key])}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
