import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";

const ABORT_DELAY_MS = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Worker's CSP allows inline scripts carrying this nonce only: Remix's hydration and streaming
  // scripts, React's own, and the theme script in root.tsx.
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers and the end-to-end tests' plain fetches get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
