import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { startFakeSalesforceServer } from "../../test/node/fake-salesforce-server.ts";
import { startFakeSlackServer } from "../../test/node/fake-slack-server.ts";
import { cronTriggers, type LocalCronScheduler, startLocalCronScheduler } from "./local-crons.ts";
import { migrateDatabases } from "./migrate-databases.ts";
import { run, type Service, startService } from "./processes.ts";

export interface LocalStackOptions {
  /** Where wrangler keeps local D1/R2 state; a fresh folder gives a fresh database. */
  persistTo?: string;
  appPort?: number;
  idpPort?: number;
  build?: boolean;
  quiet?: boolean;
  /** Scripts run after the seed with the same database (benchmarks add their own data). */
  extraSeedScripts?: string[];
  /**
   * Start the local fake Slack Web API (test/node/fake-slack-server.ts) and point the Worker's
   * SLACK_API_URL at it: end-to-end tests save a bot token and send a test message without the
   * real Slack.
   */
  fakeSlack?: boolean;
  /**
   * Start the local fake Salesforce (test/node/fake-salesforce-server.ts) and name it to the Worker
   * as SALESFORCE_TEST_URL, the one login URL besides Salesforce's own hosts it then accepts.
   */
  fakeSalesforce?: boolean;
  /**
   * Benchmarks only: run the Worker with every rate limit raised a thousandfold (a generated
   * wrangler.bench.toml), so timing 30 generations in a row measures the generation and not the
   * brake. The figures it produces say so.
   */
  raisedRateLimits?: boolean;
  /**
   * Milliseconds the Worker adds before every D1 round trip (D1_ROUND_TRIP_DELAY_MS, honoured only
   * when APP_ENV is local or test): a reader far from the database, for `npm run bench:latency`.
   */
  d1RoundTripDelayMs?: number;
  /** Opens the Worker's V8 inspector on this port (`npm run bench:profile` records a CPU profile). */
  inspectorPort?: number;
  /**
   * Run the scheduled work as production does (`npm start`): wrangler dev with --test-scheduled,
   * and a scheduler that fires each of wrangler.toml's [triggers] crons on its minute through
   * /__scheduled (scripts/lib/local-crons.ts, decision 031). Tests and benches leave it off, so no
   * job runs in the middle of what they measure or assert.
   */
  runCrons?: boolean;
}

/**
 * The Slack bot's service credential in local and end-to-end runs (the value in .dev.vars.example),
 * passed to the Worker with the fake Slack so an older .dev.vars without it still works.
 */
export const LOCAL_SLACK_SERVICE_TOKEN = "local-slack-service-token-0123456789abcdef";

/** Prepares and starts what `npm start` runs: build, migrations, seed, identity provider, Worker. */
export async function startLocalStack(options: LocalStackOptions = {}) {
  const appPort = options.appPort ?? 8787;
  const idpPort = options.idpPort ?? 8788;
  const appUrl = `http://localhost:${appPort}`;
  const issuer = `http://localhost:${idpPort}`;
  const persist = options.persistTo ? ["--persist-to", options.persistTo] : [];
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example (local-only secrets).");
  } else {
    addMissingLocalSecrets();
  }
  if (options.build !== false) {
    console.log("Building the app…");
    await run("npx", ["remix", "vite:build"]);
  }
  await migrateDatabases(["--local", ...persist]);
  console.log("Seeding…");
  await run(
    "npx",
    ["tsx", "scripts/seed-local.ts"],
    options.persistTo ? { CHARTERLY_PERSIST_TO: options.persistTo } : {},
  );

  for (const script of options.extraSeedScripts ?? []) {
    await run("npx", ["tsx", script], options.persistTo ? { CHARTERLY_PERSIST_TO: options.persistTo } : {});
  }

  const remote = remoteAiFromEnvironment(process.env);
  if (options.raisedRateLimits && remote)
    throw new Error(
      "Benchmarks raise the local rate limits and time local engines: unset CLOUDFLARE_ACCOUNT_ID.",
    );
  const config = options.raisedRateLimits
    ? ["--config", writeConfigWithRaisedRateLimits()]
    : remote
      ? ["--config", writeConfigWithRemoteAi()]
      : [];
  if (remote)
    console.log(
      "CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN are set: Workers AI and Vectorize are the account's (remote bindings, billed); everything else is local.",
    );
  const services: Service[] = [];
  // Read before anything starts: an expression the scheduler cannot follow stops here.
  const crons = options.runCrons ? cronTriggers(readFileSync("wrangler.toml", "utf8")) : [];
  let scheduler: LocalCronScheduler | null = null;
  const slack = options.fakeSlack ? await startFakeSlackServer() : null;
  const salesforce = options.fakeSalesforce ? await startFakeSalesforceServer() : null;
  const stopAll = async () => {
    scheduler?.stop();
    await Promise.all([...services.map((s) => s.stop()), slack?.close(), salesforce?.close()]);
  };
  try {
    console.log("Starting the local identity provider…");
    services.push(
      await startService({
        name: "idp",
        command: "npx",
        args: ["tsx", "local-idp/server.ts"],
        readyUrl: `${issuer}/.well-known/openid-configuration`,
        env: { IDP_PORT: String(idpPort), APP_URL: appUrl },
        quiet: options.quiet,
      }),
    );
    console.log("Starting the Worker…");
    services.push(
      await startService({
        name: "worker",
        command: "npx",
        args: [
          "wrangler",
          "dev",
          "--port",
          String(appPort),
          "--ip",
          "127.0.0.1",
          "--var",
          `OIDC_ISSUER:${issuer}`,
          "--var",
          `APP_URL:${appUrl}`,
          "--var",
          "OIDC_PROMPT:login",
          ...(slack
            ? [
                "--var",
                `SLACK_API_URL:${slack.url}`,
                "--var",
                `SLACK_SERVICE_TOKEN:${LOCAL_SLACK_SERVICE_TOKEN}`,
              ]
            : []),
          ...(salesforce ? ["--var", `SALESFORCE_TEST_URL:${salesforce.url}`] : []),
          ...config,
          ...(options.d1RoundTripDelayMs
            ? ["--var", `D1_ROUND_TRIP_DELAY_MS:${options.d1RoundTripDelayMs}`]
            : []),
          ...(options.inspectorPort ? ["--inspector-port", String(options.inspectorPort)] : []),
          // wrangler dev's GET /__scheduled?cron=… runs the scheduled handler (dev only: never deployed).
          ...(options.runCrons ? ["--test-scheduled"] : []),
          ...persist,
        ],
        readyUrl: `${appUrl}/api/health`,
        // The bundle production runs: wrangler bundles React's development build for server
        // rendering unless NODE_ENV says production (`wrangler deploy` does), and that build renders
        // pages several times slower. `npm run dev` (Vite) stays the development loop.
        env: { NODE_ENV: process.env.CHARTERLY_WORKER_NODE_ENV ?? "production" },
        quiet: options.quiet,
      }),
    );
    if (options.runCrons && crons.length === 0)
      console.log("wrangler.toml declares no [triggers] crons: no scheduled work to run.");
    else if (options.runCrons) {
      scheduler = startLocalCronScheduler({
        // The Worker's own address: 127.0.0.1, where it listens (not whatever localhost resolves to).
        workerUrl: `http://127.0.0.1:${appPort}`,
        crons,
      });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    appUrl,
    issuer,
    slackUrl: slack?.url ?? null,
    salesforceUrl: salesforce?.url ?? null,
    stop: stopAll,
  };
}

/** wrangler.toml with the local rate limits (not production's) a thousand times higher, beside it. */
function writeConfigWithRaisedRateLimits(): string {
  const source = readFileSync("wrangler.toml", "utf8");
  // The first table of the production environment (at a line start: the header comment names it too).
  const productionAt = source.search(/^\[env\.production\]/m);
  const local = productionAt < 0 ? source : source.slice(0, productionAt);
  const raised = local.replace(
    /simple = \{ limit = (\d+),/g,
    (_, limit) => `simple = { limit = ${Number(limit) * 1000},`,
  );
  if (raised === local) throw new Error("wrangler.toml declares no local rate limits to raise");
  const path = "wrangler.bench.toml";
  writeFileSync(
    path,
    `# Generated by scripts/lib/local-stack.ts for benchmarks: rate limits raised. Not for use.\n${raised}${source.slice(local.length)}`,
  );
  return path;
}

/**
 * Whether `npm start` binds the account's Workers AI and Vectorize: both variables set (wrangler
 * reads them to authenticate the remote bindings). Tests and benches pass their own environment.
 */
export function remoteAiFromEnvironment(env: Record<string, string | undefined>): boolean {
  return Boolean(env.CLOUDFLARE_ACCOUNT_ID?.trim() && env.CLOUDFLARE_API_TOKEN?.trim());
}

/** The Vectorize index a local Worker with a Cloudflare account uses: never production's, whose namespaces hold real companies' passages. */
export const LOCAL_VECTORIZE_INDEX = "charterly-knowledge-local";

/**
 * wrangler.toml with Workers AI and a Vectorize index added to the local configuration as remote
 * bindings (`remote = true`: wrangler dev runs the Worker locally and sends only these two
 * bindings' calls to the account), written beside it so its relative paths still resolve. D1, R2,
 * rate limits and everything else stay local. The index is CHARTERLY_VECTORIZE_INDEX, else
 * LOCAL_VECTORIZE_INDEX: local company ids are not production's.
 */
export function writeConfigWithRemoteAi(
  source = readFileSync("wrangler.toml", "utf8"),
  index = process.env.CHARTERLY_VECTORIZE_INDEX?.trim() || LOCAL_VECTORIZE_INDEX,
  path = "wrangler.remote-ai.toml",
): string {
  const productionAt = source.search(/^\[env\.production\]/m);
  const local = productionAt < 0 ? source : source.slice(0, productionAt);
  if (/^\[ai\]|^\[\[vectorize\]\]/m.test(local))
    throw new Error("wrangler.toml's local configuration already binds AI or Vectorize");
  const bindings = [
    "# Added by scripts/lib/local-stack.ts: the account's Workers AI and Vectorize, called from the local Worker.",
    "[ai]",
    'binding = "AI"',
    "remote = true",
    "",
    "[[vectorize]]",
    'binding = "VECTORIZE"',
    `index_name = "${index.replace(/[^A-Za-z0-9_-]/g, "")}"`,
    "remote = true",
    "",
  ].join("\n");
  writeFileSync(
    path,
    `# Generated by scripts/lib/local-stack.ts for \`npm start\` with a Cloudflare account. Not for deploying.\n${local}\n${bindings}\n${source.slice(local.length)}`,
  );
  return path;
}

/**
 * A .dev.vars written before a secret was added to .dev.vars.example gains that secret's local
 * value (its own values are never changed), so an older checkout runs what a fresh one runs.
 */
function addMissingLocalSecrets() {
  const names = (text: string) =>
    new Set(
      text
        .split("\n")
        .map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1])
        .filter(Boolean),
    );
  const present = names(readFileSync(".dev.vars", "utf8"));
  const example = readFileSync(".dev.vars.example", "utf8").split("\n");
  const missing = example.filter((line) => {
    const name = line.match(/^([A-Z0-9_]+)=/)?.[1];
    return name !== undefined && !present.has(name);
  });
  if (missing.length === 0) return;
  appendFileSync(".dev.vars", `\n${missing.join("\n")}\n`);
  console.log(
    `Added to .dev.vars from .dev.vars.example: ${missing.map((l) => l.split("=")[0]).join(", ")}.`,
  );
}
