// What a request costs workerd as a whole: `npm run bench:cpu -- /path [/path…]`. Starts the local
// stack (the production bundle, the bench's 2,000-document library and its session), sends each
// path N times one after another (signed in; `--signed-out` too for each path) for two rounds, and
// reports the CPU time (utime + stime, /proc) of every workerd process per request. Unlike
// `bench:profile` (the Worker's own JavaScript) this holds workerd's native work too: HTTP, the local
// D1's hop and SQLite, which is most of an API read (decision 018). Linux only.
//
// Options: --requests N (default 300), --signed-out.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { startLocalStack } from "./lib/local-stack.ts";
import { returningBrowserCookie } from "./lib/returning-browser.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const requests = Number(option("--requests") ?? 300);
const signedOutToo = args.includes("--signed-out");
const paths = args.filter((a) => a.startsWith("/"));
if (paths.length === 0) {
  console.error("Usage: npm run bench:cpu -- /path [/path…] [--requests N] [--signed-out]");
  process.exit(2);
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function workerdCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd")) continue;
      // The fields after the command's name, which may hold spaces: utime and stime are 14th and 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const persistTo = ".wrangler/cpu-state";
rmSync(persistTo, { recursive: true, force: true });
const stack = await startLocalStack({
  persistTo,
  // Not `npm run bench`'s ports: the two may run side by side.
  appPort: 8961,
  idpPort: 8962,
  quiet: true,
  extraSeedScripts: ["scripts/bench/seed-large-library.ts"],
});
try {
  const { cookie } = await returningBrowserCookie(stack.appUrl);
  const runs = paths.flatMap((path) => [
    ...(signedOutToo ? [{ path, signedIn: false }] : []),
    { path, signedIn: true },
  ]);
  for (let round = 1; round <= 2; round++) {
    for (const { path, signedIn } of runs) {
      const get = async () => {
        const response = await fetch(`${stack.appUrl}${path}`, { headers: signedIn ? { cookie } : {} });
        await response.arrayBuffer();
        return response.status;
      };
      for (let i = 0; i < 20; i++) await get();
      const before = workerdCpuMs();
      const statuses = new Map<number, number>();
      for (let i = 0; i < requests; i++) {
        const status = await get();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const perRequest = (workerdCpuMs() - before) / requests;
      const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(", ");
      console.log(
        `round ${round}  ${path} ${signedIn ? "signed in" : "signed out"}: ${perRequest.toFixed(2)} ms of workerd CPU a request (${answered})`,
      );
    }
  }
} finally {
  await stack.stop();
}
