import { type DeploymentDto, formatDateTime } from "@charterly/domain/contract";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge } from "../../badges";

// `break-all`: an address such as https://policies.example.com/api/auth/callback has nowhere to break
// and made the cards, and the page, 417 px wide on a 375 px phone.
const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-xs break-all dark:bg-slate-800";

/**
 * The domain the custom-domain steps are written for. A placeholder, never APP_URL's host: the steps
 * set up a domain the Worker does not have yet, and a local run's host (localhost:8787) read as
 * something to type into Cloudflare.
 */
export const CUSTOM_DOMAIN_PLACEHOLDER = "policies.example.com";

/**
 * Platform Settings → Deployment: the Worker as it runs now (version, compatibility settings,
 * bindings, cron schedule) and how to serve Charterly on a company's own domain with Cloudflare.
 */
export function DeploymentTab({ deployment }: { deployment: DeploymentDto }) {
  const { worker, bindings, schedules, environment, appUrl } = deployment;
  const host = CUSTOM_DOMAIN_PLACEHOLDER;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingsCard
        title="Worker"
        description="Charterly runs as one Cloudflare Worker on Cloudflare's global network."
      >
        <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Name</dt>
          <dd>{worker.name}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Environment</dt>
          <dd>
            <Badge tone={environment === "production" ? "emerald" : "indigo"}>{environment}</Badge>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Public address</dt>
          <dd>{appUrl ?? "Not set: the request's own address is used (local runs only)"}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Version</dt>
          <dd className="break-all">
            {worker.versionId ?? "Not reported by this runtime"}
            {worker.versionTag ? ` (${worker.versionTag})` : ""}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Deployed</dt>
          <dd>{worker.deployedAt ? formatDateTime(worker.deployedAt) : "Not reported by this runtime"}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Compatibility date</dt>
          <dd>{worker.compatibilityDate}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Compatibility flags</dt>
          <dd>{worker.compatibilityFlags.join(", ") || "None"}</dd>
        </dl>
      </SettingsCard>

      <SettingsCard
        title="Bindings"
        description="The services this Worker is bound to. Values and secrets are never shown."
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {bindings.map((binding) => (
            <li key={binding.name} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div>
                <p className="font-mono text-sm">{binding.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {binding.kind} · {binding.purpose}
                </p>
              </div>
              <Badge tone={binding.present ? "emerald" : "slate"}>
                {binding.present ? "Bound" : "Not bound"}
              </Badge>
            </li>
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard
        title="Scheduled Jobs"
        description="The cron triggers of wrangler.toml and the jobs each one runs."
      >
        <ul className="space-y-3">
          {schedules.map((schedule) => (
            <li key={schedule.cron}>
              <p className="text-sm">
                <span className={code}>{schedule.cron}</span>
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {schedule.jobs.length ? schedule.jobs.join(", ") : "No job registered for this schedule"}
              </p>
            </li>
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard
        title="Custom Domain"
        description={`Serve Charterly on your own domain through Cloudflare (${CUSTOM_DOMAIN_PLACEHOLDER} stands for yours).`}
      >
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>
            Add the domain's zone to your Cloudflare account and point its nameservers at Cloudflare (DNS →
            Records shows the zone as active).
          </li>
          <li>
            Either attach a <strong>Custom Domain</strong> to the Worker (Workers &amp; Pages → {worker.name}{" "}
            → Settings → Domains &amp; Routes → Add → Custom domain: <span className={code}>{host}</span>) —
            Cloudflare creates the DNS record and the certificate — or add a <strong>route</strong> in
            wrangler.toml (
            <span className={code}>routes = [{`{ pattern = "${host}", custom_domain = true }`}]</span>) and
            run <span className={code}>npm run deploy</span>.
          </li>
          <li>
            Set <span className={code}>APP_URL</span> to <span className={code}>https://{host}</span> (
            <span className={code}>[env.production.vars]</span>) so sign-in redirects and e-mail links use it,
            and register <span className={code}>https://{host}/api/auth/callback</span> as a redirect URI at
            your identity provider.
          </li>
          <li>Deploy, then open the address: the certificate is issued within minutes.</li>
        </ol>
      </SettingsCard>
    </div>
  );
}
