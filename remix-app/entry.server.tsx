import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
// React's Node renderer rather than its Web Streams one (react-dom/server): the same HTML, but it
// appends its text to 2 KB buffers where the Web Streams build encodes every attribute and text
// into a small array of its own, the largest part of a page's render (decision 018, "React's Node
// renderer"). The Worker runs it under `nodejs_compat`; html-stream.server.ts hands its output to
// the Response.
import { renderToPipeableStream } from "react-dom/server.node";
import { htmlStream } from "./lib/html-stream.server";
import { NonceContext } from "./lib/nonce";

const ABORT_DELAY_MS = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Worker's CSP allows inline scripts carrying this nonce only: Remix's hydration and streaming
  // scripts, React's own, and the theme script in root.tsx.
  const nonce = loadContext.cspNonce;
  // Crawlers and the end-to-end tests' plain fetches get the whole document at once.
  const wholeDocument = isbot(request.headers.get("user-agent") || "");
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let aborted = false;
    const { body, pipeFrom } = htmlStream();
    const respond = () => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipeFrom(rendering);
      resolve(new Response(body, { headers: responseHeaders, status }));
    };
    const rendering = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!wholeDocument) respond();
        },
        onAllReady() {
          clearTimeout(timeoutId);
          if (wholeDocument) respond();
        },
        onShellError: reject,
        onError(error: unknown) {
          if (!aborted) console.error(error);
          status = 500;
        },
      },
    );
    const timeoutId = setTimeout(() => {
      aborted = true;
      rendering.abort();
    }, ABORT_DELAY_MS);
  });
}
