// The one same-origin rule for state-changing requests, used by the API's middleware
// (worker/api/middleware.ts) and by the Worker in front of the Remix pages (worker/app.ts).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

/**
 * Whether a browser sent this state-changing request from another site. Browsers always send
 * Origin (or Sec-Fetch-Site) on such requests: an Origin other than the app's own (the request's
 * origin, or APP_URL's when the app sits behind another name) is foreign; without Origin,
 * `Sec-Fetch-Site: cross-site` is. Server-to-server clients such as the Slack bot send neither and
 * authenticate by other means.
 */
export function isCrossSiteWrite(request: Request, appUrl?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "cross-site";
  return origin !== new URL(request.url).origin && origin !== originOf(appUrl);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
