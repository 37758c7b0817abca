// `npm start` runs the Worker's scheduled work as production does (decision 031): Cloudflare fires
// each cron expression of wrangler.toml's [triggers] on its minute (UTC); `wrangler dev` never does,
// but with --test-scheduled it answers GET /__scheduled?cron=<expression> by running the Worker's
// scheduled handler. This scheduler reads the expressions from wrangler.toml (the one list) and, at
// each minute boundary, calls that endpoint for every expression that matches the minute.
//
// /__scheduled is wrangler dev's middleware, added only with --test-scheduled and only by `wrangler
// dev`: `wrangler deploy` never bundles it, so a deployed Worker answers the path as any unknown page.

/** The cron expressions of wrangler.toml's top-level [triggers] (local runs) or of [env.<name>.triggers]. */
export function cronTriggers(wranglerToml: string, environment?: string): string[] {
  const section = environment ? `env.${environment}.triggers` : "triggers";
  let inSection = false;
  for (const line of wranglerToml.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?/.exec(line);
    if (header) {
      inSection = header[1]!.trim() === section;
      continue;
    }
    const crons = inSection ? /^\s*crons\s*=\s*\[([^\]]*)\]/.exec(line) : null;
    if (crons) return [...crons[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  }
  return [];
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

interface Field {
  min: number;
  max: number;
  names?: string[];
  /** The first name's number (months count from 1). */
  namesFrom?: number;
}
const FIELDS: Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  // 7 is Sunday too, as in Cloudflare's and most crons.
  { min: 0, max: 7, names: DAYS, namesFrom: 0 },
];

/** One field's allowed values; "*" is kept apart (day of month and day of week combine by it). */
function parseField(text: string, field: Field, expression: string): { any: boolean; values: Set<number> } {
  const value = (token: string) => {
    const named = field.names?.indexOf(token.toUpperCase()) ?? -1;
    const n = named >= 0 ? named + (field.namesFrom ?? 0) : /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (!(n >= field.min && n <= field.max))
      throw new Error(
        `Cron expression "${expression}": "${token}" is not a value from ${field.min} to ${field.max}`,
      );
    return n;
  };
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1 || range === undefined || range === "")
      throw new Error(`Cron expression "${expression}": cannot read "${part}"`);
    let [from, to] = [field.min, field.max];
    if (range !== "*") {
      const [a, b] = range.split("-");
      from = value(a!);
      to = b !== undefined ? value(b) : stepText !== undefined ? field.max : from;
    }
    for (let n = from; n <= to; n += step) values.add(n);
  }
  return { any: text === "*", values };
}

export type CronMatcher = (at: Date) => boolean;

/**
 * A matcher for a five-field cron expression (minute hour day-of-month month day-of-week) in UTC,
 * as Cloudflare reads it: numbers, *, ranges, steps, lists, month and day names. As in Vixie cron,
 * when both day fields are restricted a day matching either runs. Anything else (L, W, #, ?) is
 * refused, so an expression the scheduler cannot follow fails `npm start` instead of never firing.
 */
export function cronMatcher(expression: string): CronMatcher {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5)
    throw new Error(`Cron expression "${expression}": expected 5 fields, got ${parts.length}`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts.map((p, i) =>
    parseField(p, FIELDS[i]!, expression),
  ) as [ReturnType<typeof parseField>, ...ReturnType<typeof parseField>[]];
  if (dayOfWeek!.values.has(7)) dayOfWeek!.values.add(0);
  return (at) => {
    const monthDay = dayOfMonth!.values.has(at.getUTCDate());
    const weekDay = dayOfWeek!.values.has(at.getUTCDay());
    const day =
      dayOfMonth!.any || dayOfWeek!.any
        ? monthDay && weekDay
        : // Both restricted: either.
          monthDay || weekDay;
    return (
      minute.values.has(at.getUTCMinutes()) &&
      hour!.values.has(at.getUTCHours()) &&
      month!.values.has(at.getUTCMonth() + 1) &&
      day
    );
  };
}

/** The expressions that fire at this minute. */
export function cronsDue(crons: readonly string[], at: Date): string[] {
  return crons.filter((cron) => cronMatcher(cron)(at));
}

export interface LocalCronScheduler {
  stop(): void;
}

/**
 * At each minute boundary, GETs `${workerUrl}/__scheduled?cron=…` for each expression due, one
 * after another (as Cloudflare runs a Worker's triggers), and logs each firing and its answer.
 */
export function startLocalCronScheduler(options: {
  workerUrl: string;
  crons: readonly string[];
  log?: (line: string) => void;
  now?: () => Date;
}): LocalCronScheduler {
  const log = options.log ?? ((line) => console.log(`[crons] ${line}`));
  const now = options.now ?? (() => new Date());
  // Each expression is read now: one the matcher cannot follow stops the start, not a later minute.
  const matchers = options.crons.map((cron) => ({ cron, matches: cronMatcher(cron) }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const fire = async (minute: Date) => {
    for (const { cron, matches } of matchers) {
      if (!matches(minute)) continue;
      const started = Date.now();
      try {
        const res = await fetch(`${options.workerUrl}/__scheduled?cron=${encodeURIComponent(cron)}`);
        const answer = (await res.text()).trim().slice(0, 200);
        log(
          `${minute.toISOString().slice(0, 16)}Z fired "${cron}": ${res.status} ${answer} (${Date.now() - started} ms)`,
        );
      } catch (error) {
        log(`${minute.toISOString().slice(0, 16)}Z could not fire "${cron}": ${(error as Error).message}`);
      }
    }
  };
  // The last minute fired: a timer that wakes a hair before its minute (timers round to the
  // millisecond) would otherwise find the same minute next and fire it twice.
  let lastFired = Number.NEGATIVE_INFINITY;
  const schedule = () => {
    if (stopped) return;
    const at = now();
    const next = new Date(Math.max(Math.floor(at.getTime() / 60_000) * 60_000 + 60_000, lastFired + 60_000));
    timer = setTimeout(() => {
      lastFired = next.getTime();
      schedule();
      void fire(next);
    }, next.getTime() - at.getTime());
    timer.unref?.();
  };
  log(
    `firing ${options.crons.map((c) => `"${c}"`).join(", ")} (wrangler.toml [triggers]) at ${options.workerUrl}/__scheduled`,
  );
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
