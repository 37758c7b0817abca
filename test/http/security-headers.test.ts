// Decision 018: every answer of the Worker carries the security headers — a page, an API answer, a
// download, a redirect — and the static files get the same ones from public/_headers.
import { describe, expect, it } from "vitest";
import staticHeaders from "../../public/_headers?raw";
import { FIXED_SECURITY_HEADERS } from "../../worker/http/security-headers";
import { createTemplate, person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

function directives(policy: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? "").split(";")) {
    const [name = "", ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(" "));
  }
  return map;
}

function expectSecurityHeaders(res: Response, what: string) {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy"), what).toContain("camera=()");
  const csp = directives(res.headers.get("content-security-policy"));
  expect(csp.get("frame-ancestors"), what).toBe("'none'");
  expect(csp.get("object-src"), what).toBe("'none'");
  const scripts = csp.get("script-src") ?? "";
  expect(scripts, what).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scripts, what).not.toContain("unsafe-inline");
  expect(scripts, what).not.toContain("unsafe-eval");
  expect(csp.get("style-src"), what).not.toContain("unsafe-inline");
  // The test Worker runs on http://localhost: no HSTS there (below: https).
  expect(res.headers.get("strict-transport-security"), what).toBeNull();
  return csp;
}

describe("security headers on everything the Worker answers", () => {
  it("a page, signed out and signed in, with a fresh nonce each time", async () => {
    const { cookie } = await person();
    const first = expectSecurityHeaders(await fetchWorker("GET", "/"), "/");
    const second = expectSecurityHeaders(await fetchWorker("GET", "/documents", { cookie }), "/documents");
    expectSecurityHeaders(await fetchWorker("GET", "/documents.data", { cookie }), "/documents.data");
    expectSecurityHeaders(await fetchWorker("GET", "/documents"), "/documents signed out");
    expect(first.get("script-src")).not.toBe(second.get("script-src"));
  });

  it("an API answer, an API error and a redirect", async () => {
    expectSecurityHeaders(await fetchWorker("GET", "/api/health"), "/api/health");
    expectSecurityHeaders(await fetchWorker("GET", "/api/auth/user"), "401");
    expectSecurityHeaders(await fetchWorker("GET", "/api/nowhere"), "404");
    const login = await fetchWorker("GET", "/api/login");
    expect(login.status).toBe(302);
    expectSecurityHeaders(login, "/api/login");
  });

  it("a download (a template's PDF)", async () => {
    const { cookie } = await person();
    const template = await createTemplate();
    const res = await fetchWorker("POST", `/api/templates/${template.id}/download`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expectSecurityHeaders(res, "template PDF");
  });

  it("the sign-out question page styles itself with its response's nonce", async () => {
    const res = await fetchWorker("GET", "/api/force-logout", {
      headers: { "sec-fetch-site": "cross-site" },
    });
    const csp = expectSecurityHeaders(res, "sign-out page");
    const nonce = /'nonce-([^']+)'/.exec(csp.get("style-src") ?? "")?.[1];
    expect(await res.text()).toContain(`<style nonce="${nonce}">`);
  });

  it("HSTS over https only", async () => {
    const res = await fetchWorker("GET", "/api/health", { url: "https://charterly.example" });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("static files get the same fixed headers (public/_headers), no script or frame allowed", () => {
    const lines = new Map(
      staticHeaders
        .split("\n")
        .filter((line) => /^\s+\S+:/.test(line))
        .map((line) => {
          const [name = "", ...value] = line.trim().split(":");
          return [name, value.join(":").trim()] as const;
        }),
    );
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS))
      expect(lines.get(name), name).toBe(value);
    expect(directives(lines.get("Content-Security-Policy") ?? "").get("frame-ancestors")).toBe("'none'");
    expect(lines.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });
});
