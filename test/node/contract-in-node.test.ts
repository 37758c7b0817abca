// The contract as the Slack bot (a plain Node service) will use it: imported by its package name,
// outside workerd and the browser, with zod as its only dependency. Run by `node --test` from
// `npm test` (scripts/test.ts), not by vitest.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import {
  can,
  documentListQuery,
  PERMISSION_KEYS,
  permissionDenial,
  statusLabel,
  tierIncludes,
} from "@charterly/domain/contract";

const contractDir = join(dirname(fileURLToPath(import.meta.url)), "../../worker/domain/contract");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

describe("@charterly/domain/contract in plain Node", () => {
  it("imports by its package name and validates a request as the Worker does", () => {
    const parsed = documentListQuery.safeParse({ tab: "archived", category: "hr", limit: "10" });
    assert.equal(parsed.success, true);
    assert.deepEqual(parsed.data, { tab: "archived", category: "hr", limit: 10 });
    assert.equal(documentListQuery.safeParse({ category: "astrology" }).success, false);
    assert.equal(statusLabel("generated"), "Approved");
    assert.equal(tierIncludes("enterprise", "per_document"), true);
  });

  it("answers permission questions the same way for a screen's user and an operation's actor", () => {
    const user = { role: "user", subscriptionTier: "freemium" } as const;
    const actor = { role: "user", tier: "freemium" } as const;
    for (const key of PERMISSION_KEYS) assert.equal(can(user, key), can(actor, key), key);
    assert.equal(can(user, "document.generate"), false);
    assert.equal(can({ role: "user", tier: "per_document" }, "document.generate"), true);
    assert.equal(
      permissionDenial(
        { role: "user", tier: "enterprise", features: { documentImport: false } },
        "document.import",
      )?.reason,
      "feature",
    );
  });

  it("imports nothing but zod and its own files", () => {
    const outside: string[] = [];
    for (const file of sourceFiles(contractDir)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/^\s*(?:import|export)\s(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm)) {
        const specifier = match[1]!;
        if (specifier === "zod") continue;
        const inside =
          specifier.startsWith(".") &&
          !relative(contractDir, join(dirname(file), specifier)).startsWith("..");
        if (!inside) outside.push(`${relative(contractDir, file)} imports ${specifier}`);
      }
    }
    assert.deepEqual(outside, []);
  });
});
