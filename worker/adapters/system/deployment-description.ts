import { companyDatabaseNames } from "../../db/company-database-bindings";
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, CRON_TRIGGERS, WORKER_NAME } from "../../deployment-facts";
import type { DeploymentDto } from "../../domain/contract";
import type { Env } from "../../env";
import { rateLimitBindings } from "./system-probes";

/** Cloudflare's version metadata binding ([version_metadata] in wrangler.toml). */
interface VersionMetadata {
  id?: string;
  tag?: string;
  timestamp?: string;
}

/**
 * The running deployment as Platform Settings → Deployment shows it: the Worker's version, its
 * compatibility settings, which bindings are present (never their values or secrets) and the cron
 * schedule with the jobs each expression runs.
 */
export function describeRunningDeployment(
  env: Env & { CF_VERSION_METADATA?: VersionMetadata },
  schedules: Array<{ cron: string; jobs: string[] }>,
): DeploymentDto {
  const version = env.CF_VERSION_METADATA;
  const binding = (name: string, kind: string, present: boolean, purpose: string) => ({
    name,
    kind,
    present,
    purpose,
  });
  const rateLimiters = rateLimitBindings(env).map(([name]) =>
    binding(name, "Rate limiting", true, "Limits requests per person or address"),
  );
  return {
    environment: env.APP_ENV ?? "local",
    appUrl: env.APP_URL ?? null,
    worker: {
      name: WORKER_NAME,
      versionId: version?.id || null,
      versionTag: version?.tag || null,
      deployedAt: version?.timestamp || null,
      compatibilityDate: COMPATIBILITY_DATE,
      compatibilityFlags: COMPATIBILITY_FLAGS,
    },
    bindings: [
      binding(
        "DB",
        "D1 database",
        Boolean(env.DB),
        "The directory (companies, people, templates) and company database 1",
      ),
      // Every further company database, so an operator planning a move sees where companies can go.
      ...companyDatabaseNames(env)
        .slice(1)
        .map((name, i) =>
          binding(
            name,
            "D1 database",
            true,
            `Company database ${i + 2}: the documents, knowledge and tokens of the companies placed on it`,
          ),
        ),
      binding("FILES", "R2 bucket", Boolean(env.FILES), "Imported originals and knowledge-base uploads"),
      binding("ASSETS", "Static assets", Boolean(env.ASSETS), "The app's scripts, styles and images"),
      binding(
        "AI",
        "Workers AI",
        Boolean(env.AI),
        "Writes documents and answers (embedded engine without it)",
      ),
      binding("VECTORIZE", "Vectorize index", Boolean(env.VECTORIZE), "Semantic retrieval for the assistant"),
      binding(
        "CF_VERSION_METADATA",
        "Version metadata",
        Boolean(version),
        "This Worker's version id and tag",
      ),
      ...rateLimiters,
    ],
    // The schedule comes from the jobs registry; wrangler.toml's [triggers] must list each cron.
    schedules: CRON_TRIGGERS.map((cron) => ({
      cron,
      jobs: schedules.find((s) => s.cron === cron)?.jobs ?? [],
    })),
  };
}
