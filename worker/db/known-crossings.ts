import { crossingKey, type HomeCrossing } from "./home-check";

/**
 * Statements that today name a table of the other home than the database they go through: the work
 * left before company data can leave the one database (issue 27 §3, decision 027). The list only
 * shrinks: a statement not in it fails the tests (refuseUnknownCrossing), so new code places each
 * statement in its home from the start.
 */
export const KNOWN_CROSSINGS: ReadonlySet<string> = new Set([]);

/** Fails a statement that crosses homes and is not a known crossing, naming it as the list would. */
export function refuseUnknownCrossing(crossing: HomeCrossing): void {
  const key = crossingKey(crossing);
  if ((globalThis as { __recordHomeCrossings?: boolean }).__recordHomeCrossings !== false) {
    console.log(`HOME-CROSSING ${key}`);
    return;
  }
  if (KNOWN_CROSSINGS.has(key)) return;
  throw new Error(
    `A statement crosses the directory/company boundary (decision 027): ${key}. Send it through the database its tables live in (ctx.directory or ctx.db), or split it.`,
  );
}
