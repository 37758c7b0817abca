// Seeds the local D1 database that `wrangler dev` uses (.wrangler/state), through the same
// seedDatabase() the tests use. Idempotent: safe to run at every start.
import { getPlatformProxy } from "wrangler";
import { createDomainContext } from "../worker/db/client.ts";
import { seedDatabase } from "../worker/db/seed/index.ts";
import type { Env } from "../worker/env.ts";

const persistTo = process.env.CHARTERLY_PERSIST_TO;
const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
try {
  const summary = await seedDatabase(createDomainContext(proxy.env));
  console.log(
    `Seed: ${summary.templatesAdded} templates added; demo companies and accounts ${summary.demoDataAdded ? "added" : "already present"}.`,
  );
} finally {
  await proxy.dispose();
}
