// Lighthouse (the npm package) driving Debian's Chromium: performance and accessibility scores of
// a page, with Lighthouse's default mobile profile (simulated slow 4G and a 4× slower CPU).
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { resetBrowserCookies, sessionCookieFor } from "./browser-cookies.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface LighthouseResult {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  /** The scripts the page loaded, each gzipped here (-9), comparable between runs. */
  scriptKbGzip: number;
  scripts: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
}

/**
 * One page's Lighthouse report. Each page starts from the same cookie jar: the session cookie alone
 * (signed in) or nothing (browser-cookies.ts says why not Lighthouse's extraHeaders). A run whose
 * trace Lighthouse could not read (NO_NAVSTART and the like, under load) is no figure: it is run
 * again, twice at most.
 */
async function measure(port: number, page: { url: string; cookie?: string }) {
  for (let attempt = 1; ; attempt++) {
    await resetBrowserCookies(port, page.cookie ? [sessionCookieFor(page.url, page.cookie)] : []);
    const runner = await lighthouse(
      page.url,
      { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
      undefined,
    );
    const lhr = runner?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse could not measure ${page.url} (${lhr.runtimeError.code}); again…`);
  }
}

export async function runLighthouse(
  pages: Array<{ name: string; url: string; cookie?: string }>,
  options: {
    /** Called with each page's whole Lighthouse report (JSON), e.g. to keep it for reading. */
    onReport?: (name: string, json: string) => void;
  } = {},
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const lhr = await measure(chrome.port, page);
      options.onReport?.(page.name, JSON.stringify(lhr));
      // A page that sent the browser elsewhere (the sign-in page, an error) is not the page named.
      const requested = new URL(page.url);
      const shown = new URL(lhr.finalDisplayedUrl);
      if (shown.origin !== requested.origin || !shown.pathname.startsWith(requested.pathname))
        throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${page.url}`);
      const requests = ((lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)
        ?.items ?? []) as Array<{ url: string; resourceType?: string }>;
      const scriptUrls = [...new Set(requests.filter((r) => r.resourceType === "Script").map((r) => r.url))];
      let gzipBytes = 0;
      for (const url of scriptUrls) {
        const body = new Uint8Array(
          await (await fetch(url, { headers: page.cookie ? { cookie: page.cookie } : {} })).arrayBuffer(),
        );
        gzipBytes += gzipSync(body, { level: 9 }).byteLength;
      }
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const accessibility = lhr.categories.accessibility;
      results.push({
        name: page.name,
        url: page.url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((accessibility?.score ?? 0) * 100),
        scriptKbGzip: gzipBytes / 1024,
        scripts: scriptUrls.length,
        firstContentfulPaintMs: ms("first-contentful-paint"),
        largestContentfulPaintMs: ms("largest-contentful-paint"),
        totalBlockingTimeMs: ms("total-blocking-time"),
        failedAccessibility: (accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A page's run of median performance score, with every run's score. */
export type MedianLighthouseResult = LighthouseResult & { runScores: number[] };

/**
 * Each page measured `runs` times (a round of all pages per run, as runLighthouse), and for each
 * the run whose performance score is the median (its figures all from that one run). One run is a
 * draw: the simulated FCP counts every module script that finished loading before the page's
 * unthrottled first paint as render-blocking (Lighthouse issue 17163), so it depends on how many
 * of the page's ~70 scripts the local server delivered first: on 2026-11-26 the dashboard scored
 * 80–100 over 27 runs of builds that did not change it, and /documents 84–98 over 28 runs of one
 * build.
 */
export async function runLighthouseMedian(
  pages: Array<{ name: string; url: string; cookie?: string }>,
  runs: number,
): Promise<MedianLighthouseResult[]> {
  const byPage = new Map<string, LighthouseResult[]>();
  for (let run = 1; run <= runs; run++) {
    for (const result of await runLighthouse(pages)) {
      byPage.set(result.name, [...(byPage.get(result.name) ?? []), result]);
    }
  }
  return pages.map((page) => {
    const results = byPage.get(page.name)!;
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    return {
      ...sorted[Math.floor((sorted.length - 1) / 2)]!,
      runScores: results.map((r) => r.performance),
    };
  });
}
