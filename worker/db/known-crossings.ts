import { crossingKey, type HomeCrossing, sentByATest } from "./home-check";

/**
 * The statements that today name a table of the other home than the database they go through
 * (table-homes.ts): the work left before company data can leave the one database (issue 27 §3,
 * decision 027). Each is a join or a batch across the boundary that needs a design of its own: a
 * directory row that gates or changes with a company write, a platform screen over all companies.
 *
 * The list only shrinks. In the tests a statement that crosses and is not listed fails
 * (homeCrossingCheck), so new code sends each statement through the database of its tables from the
 * start. `npm run list:home-crossings` prints what the tests send today, with the files that send
 * it; an entry nothing sends any more is taken out.
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
    `A statement from ${crossing.file} crosses the directory/company boundary (decision 027), ${crossingKey(crossing)}. Send it through the database its tables live in (ctx.directory or ctx.db), or split it.`,
  );
}
