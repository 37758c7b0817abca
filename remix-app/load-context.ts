import type { PlatformProxy } from "wrangler";
import type { Env } from "../worker/env";

type Cloudflare = Omit<PlatformProxy<Env>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}
