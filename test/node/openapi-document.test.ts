// Plain Node (node --test): GET /api/openapi.json as a client generator sees it
// (decision 019). Redocly's CLI and tsc are Node programs, so the document is fetched here from the
// Worker's own API app (the PDF fonts stubbed by worker-modules.mjs), linted with the rules in
// redocly.yaml, then turned into types by openapi-typescript that a small client file must compile
// against.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

register("./worker-modules.mjs", import.meta.url);
// Imported by a variable so that tsconfig.node.json does not type-check the Worker a second time,
// under Node's types: tsconfig.json checks it as the Worker it is. Here it only runs.
const apiAppModule = "../../worker/api/app.ts";
const { createApiApp } = (await import(apiAppModule)) as {
  createApiApp(): { request(path: string, init: RequestInit, env: object): Promise<Response> };
};

const root = fileURLToPath(new URL("../../", import.meta.url));
let dir = "";
let document: OpenAPI3;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "charterly-openapi-"));
  const response = await createApiApp().request("/api/openapi.json", {}, {});
  assert.equal(response.status, 200);
  document = await response.json();
  writeFileSync(join(dir, "openapi.json"), JSON.stringify(document));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a Node program of the project's devDependencies; its output explains a failure. */
function runNode(script: string, args: string[], cwd = root) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], {
    cwd,
    encoding: "utf8",
    // No telemetry or update check: the lint runs offline, as a test should.
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, stdout: result.stdout };
}

test("GET /api/openapi.json passes Redocly's recommended rules (redocly.yaml) without a problem", () => {
  const lint = runNode("node_modules/@redocly/cli/bin/cli.js", [
    "lint",
    join(dir, "openapi.json"),
    "--config",
    join(root, "redocly.yaml"),
    "--format",
    "json",
    "--max-problems",
    "1000",
  ]);
  const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf("{"))) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  // A deprecated old path kept for one release (the comments' /api/documents/comments/{commentId})
  // is as ambiguous as it was when it moved: that, and only that, is let through, for that path only.
  const deprecatedOnly = Object.entries(document.paths ?? {})
    .filter(([, item]) => {
      const operations = Object.values(item as Record<string, { deprecated?: boolean }>);
      return operations.length > 0 && operations.every((operation) => operation.deprecated === true);
    })
    .map(([path]) => path);
  const problems = report.problems
    .filter(
      (p) =>
        !(p.ruleId === "no-ambiguous-paths" && deprecatedOnly.some((d) => p.message.includes(`\`${d}\``))),
    )
    .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
  assert.deepEqual(problems, []);
  // Redocly exits 1 on the problems let through above, and only then.
  assert.equal(lint.status, report.problems.length > 0 ? 1 : 0, lint.output);
});

test("the comments' old path is in it, each of its operations deprecated and naming the new path", () => {
  const old = document.paths?.["/api/documents/comments/{commentId}"] as
    | Record<string, { deprecated?: boolean; operationId?: string; description?: string }>
    | undefined;
  assert.ok(old, "the old path is documented");
  assert.deepEqual(Object.keys(old).sort(), ["delete", "put"]);
  for (const operation of Object.values(old)) {
    assert.equal(operation.deprecated, true);
    assert.match(operation.description ?? "", /Deprecated: moved to \/api\/comments\/\{commentId\}/);
  }
  // The new path is not deprecated.
  const current = document.paths?.["/api/comments/{commentId}"] as Record<string, { deprecated?: boolean }>;
  for (const operation of Object.values(current)) assert.equal(operation.deprecated, undefined);
});

test("a client generated from it by openapi-typescript type-checks, with every operation named", async () => {
  writeFileSync(join(dir, "charterly-api.ts"), astToString(await openapiTS(document)));
  const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item));
  const operationIds = operations.map((operation: { operationId?: string }) => operation.operationId ?? "");
  writeFileSync(join(dir, "client.ts"), clientUsing(operationIds));
  const tsc = runNode(
    "node_modules/typescript/bin/tsc",
    ["--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "client.ts"],
    dir,
  );
  assert.equal(tsc.status, 0, tsc.output);
});

/**
 * What a client author writes against the generated types: a method per operationId, the inputs
 * and answers of a few calls the web app and the Slack bot make. Compiling it is the check.
 */
const clientUsing = (operationIds: string[]) => `
import type { components, operations, paths } from "./charterly-api.js";

type Json<R> = R extends { content: { "application/json": infer T } } ? T : never;
type Body<O extends keyof operations> = operations[O] extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

// Each operation is reachable by its name, as a generated client's method.
export const everyOperation: (keyof operations)[] = ${JSON.stringify(operationIds)};

export const title = (answer: Json<operations["getDocument"]["responses"][200]>): string => answer.title;
export const library: NonNullable<operations["listDocuments"]["parameters"]["query"]> = { search: "leave", limit: 20 };
export const approve: operations["approveDocument"]["parameters"]["path"] = { documentId: 7 };
export const resolve: Body<"setCommentResolved"> = { isResolved: true };
export const ask: Body<"answerSlackQuestion">["question"] = "How many days of leave do I have?";
export const refusal: components["schemas"]["Error"] = { code: "not_found", message: "Not found." };
export const refused: Json<operations["approveDocument"]["responses"][403]>["message"] = refusal.message;

// A comment is addressed at /api/comments/{commentId}; the old path under /api/documents is kept,
// deprecated, for one release.
export type CommentPath = paths["/api/comments/{commentId}"]["put"];
export const oldPathStillTyped: Body<"setCommentResolvedAtOldPath"> = { isResolved: true };
`;
