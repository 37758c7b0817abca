import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";

// Debian's Chromium (never `playwright install`): playwright.config.ts launches it by path.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Installs Debian's Chromium when the machine does not have it (fresh CI machines). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log("Chromium is missing: installing Debian's chromium package (one time, a few minutes)…");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args: string[]) =>
    execFileSync(asRoot[0] ?? "apt-get", asRoot.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium was installed but ${CHROMIUM_PATH} is missing`);
}

/** Debian's Chromium outside the test runner (scripts/bench/rag draws a chart with it). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
