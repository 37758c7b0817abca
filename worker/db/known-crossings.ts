import { crossingKey, type HomeCrossing, sentByATest } from "./home-check";

/**
 * The statements allowed to name a table of the other home than the database they go through
 * (table-homes.ts). Empty since 2026-11-28: company data lives in company databases of its own
 * (decision 027), and a join or a batch across the boundary would read or write the
 * wrong database. It was the list of the work left before that split; it stays, empty, so that a
 * crossing can only come back with a name and a reason.
 *
 * In the tests a statement that crosses and is not listed fails (homeCrossingCheck).
 * `npm run list:home-crossings` prints what the tests send, with the files that send it.
 */
export const KNOWN_CROSSINGS: ReadonlySet<string> = new Set([]);

/** The check the tests' databases run (worker/domain-context.ts): refuse an unknown crossing, or record all. */
export function homeCrossingCheck(mode: string | undefined): (crossing: HomeCrossing) => void {
  if (mode === "record") {
    return (crossing) => {
      if (!sentByATest(crossing)) console.log(`HOME-CROSSING ${crossingKey(crossing)} | ${crossing.file}`);
    };
  }
  return refuseUnknownCrossing;
}

function refuseUnknownCrossing(crossing: HomeCrossing): void {
  if (sentByATest(crossing) || KNOWN_CROSSINGS.has(crossingKey(crossing))) return;
  throw new Error(
    `A statement from ${crossing.file} crosses the directory/company boundary (decision 027), ${crossingKey(crossing)}. Send it through the database its tables live in (ctx.directory or ctx.companyDb), or split it.`,
  );
}
