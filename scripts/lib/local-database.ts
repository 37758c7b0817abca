import { getPlatformProxy } from "wrangler";
import type { DomainContext } from "../../worker/domain/context.ts";
import { createDomainContext } from "../../worker/domain-context.ts";
import type { Env } from "../../worker/env.ts";

/** Runs `work` against the local D1 that `wrangler dev` uses (or the one under CHARTERLY_PERSIST_TO). */
export async function withLocalDatabase<T>(work: (ctx: DomainContext) => Promise<T>): Promise<T> {
  const persistTo = process.env.CHARTERLY_PERSIST_TO;
  const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
  try {
    return await work(createDomainContext(proxy.env));
  } finally {
    await proxy.dispose();
  }
}
