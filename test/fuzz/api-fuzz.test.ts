// Decision 018: property-based fuzzing of every /api route that takes a body, a query or a path id,
// generated from the route's own zod declaration (route({ … }).meta, read from the router as the
// access matrix reads it). Every generated request is malformed for the caller who sends it — a
// wrong type, a missing or extra field, a huge or unicode string, a NUL byte, a `__proto__` key,
// text that is not JSON, the wrong content type, a number out of range, another company's id — and
// is sent as every kind of caller. Each answer must be a 4xx `{ code, message }` (never a 5xx), and
// every table and the file store must read the same before and after each route's run.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { type DeclaredRoute, listRoutes } from "../../worker/api/route-table";
import { type AccessRule, checkAccess } from "../../worker/domain/access/access-rule";
import { buildCallerWorld, type CallerWorld, type WorldCaller } from "../support/caller-world";
import { APP_ORIGIN, createDocument, fetchApi } from "../support/fixtures";
import { bodyIsValid, malformedBody, malformedQuery, pathIds, queryIsValid } from "./malformed";
import { snapshot, snapshotDiff } from "./snapshot";

/** Fixed, so a failure replays: change it to explore further, and record the new one here. */
const SEED = 20261125;
/** Runs per route; with ~90 routes this sends well over the 2,000 malformed requests decision 018 asks for. */
const RUNS_PER_ROUTE = 30;
/** Runs per multipart upload route (its body is a form, not JSON: no schema to derive from). */
const RUNS_PER_UPLOAD_ROUTE = 40;

const routes = listRoutes(createApiApp());
const MULTIPART_ROUTES = new Set([
  "POST /api/documents/import",
  "POST /api/admin/knowledge-base/upload",
  "POST /api/admin/documents/:documentId/replace-version",
]);

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const crossCompany = (rule: AccessRule) => rule.kind === "permission" && rule.key.startsWith("platform.");

const fuzzed = routes.filter(
  (r) =>
    r.meta &&
    (r.meta.body || r.meta.query || paramsOf(r.path).length > 0) &&
    !MULTIPART_ROUTES.has(`${r.method} ${r.path}`),
);

let world: CallerWorld;
let sent = 0;
/** Generated GETs that happened to be valid: sent, but not counted as malformed. */
let validReads = 0;
let snapshotMs = 0;
/** How the answers were spread: "404 not_found" → count, printed with the total. */
const answers = new Map<string, number>();
const started = Date.now();

beforeAll(async () => {
  world = await buildCallerWorld();
});

afterAll(() => {
  console.log(
    `api fuzz: ${sent - validReads} malformed requests (and ${validReads} valid reads) to ${fuzzed.length + MULTIPART_ROUTES.size} routes as ${world.callers.length} kinds of caller in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}; snapshots ${snapshotMs} ms); answers: ${[...answers].map(([k, n]) => `${k} ×${n}`).join(", ")}`,
  );
});

/**
 * Every kind of caller, three times in four one the route admits: a refused caller stops at the
 * access check, and the input checks behind it are what the fuzzing is for.
 */
function callersFor(access: AccessRule): fc.Arbitrary<WorldCaller> {
  const admitted = world.callers.filter((caller) => !checkAccess(access, caller.actor));
  const anyone = fc.constantFrom(...world.callers);
  if (admitted.length === 0) return anyone;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...admitted) }, { weight: 1, arbitrary: anyone });
}

interface Answer {
  status: number;
  body: unknown;
  contentType: string | null;
}

async function send(
  method: string,
  path: string,
  caller: WorldCaller,
  body?: { contentType: string | undefined; text: string | FormData },
): Promise<Answer> {
  const headers = new Headers({ origin: APP_ORIGIN });
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (body?.contentType) headers.set("content-type", body.contentType);
  const res = await fetchApi(
    new Request(`${APP_ORIGIN}${path}`, { method, headers, body: body?.text, redirect: "manual" }),
  );
  sent++;
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  const key = `${res.status} ${(parsed as { code?: string } | null)?.code ?? ""}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
  return { status: res.status, body: parsed, contentType: res.headers.get("content-type") };
}

/** Empty when the answer is a refusal the person can read: a 4xx `{ code, message }` (a redirect where the route answers with one). */
function problemWith(route: DeclaredRoute, answer: Answer): string | null {
  if (route.meta?.produces === "redirect" && answer.status >= 300 && answer.status < 400) return null;
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`;
  const body = answer.body as { code?: unknown; message?: unknown } | null;
  if (!answer.contentType?.includes("application/json") || typeof body !== "object" || body === null)
    return `answered ${answer.status} without a JSON body`;
  if (typeof body.code !== "string" || typeof body.message !== "string" || !body.message)
    return `answered ${answer.status} without { code, message }: ${JSON.stringify(body).slice(0, 200)}`;
  return null;
}

async function fuzzRoute(route: DeclaredRoute, property: fc.IAsyncProperty<unknown[]>, runs: number) {
  const s0 = Date.now();
  const before = await snapshot();
  snapshotMs += Date.now() - s0;
  const result = await fc.check(property, { seed: SEED, numRuns: runs, endOnFailure: true });
  const t1 = Date.now();
  const changed = snapshotDiff(before, await snapshot());
  snapshotMs += Date.now() - t1;
  const failures: string[] = [];
  if (result.failed) {
    const thrown = result.errorInstance;
    const error = thrown instanceof Error ? thrown.message : fc.defaultReportMessage(result);
    failures.push(`${route.method} ${route.path}: ${String(error).slice(0, 600)}`);
  }
  if (Object.keys(changed).length) {
    failures.push(`${route.method} ${route.path} changed rows: ${JSON.stringify(changed).slice(0, 1500)}`);
  }
  return failures;
}

describe("every route with a body, a query or a path id refuses malformed input with a 4xx and changes nothing", () => {
  it("fuzzes the JSON routes from their declarations", async () => {
    expect(fuzzed.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of fuzzed) {
      const meta = route.meta!;
      const params = paramsOf(route.path);
      const idArbitraries = params.map((name) =>
        pathIds(world.foreignIds[name] ?? world.sharedIds[name]).map((id) => ({ ...id, name })),
      );
      const property = fc.asyncProperty(
        callersFor(meta.access),
        fc.tuple(...idArbitraries),
        meta.body
          ? malformedBody(meta.body, meta.example, world.foreignIds).map((b) => b)
          : fc.constant(null),
        meta.query ? malformedQuery(meta.query) : fc.constant(null),
        async (caller, ids, body, query) => {
          const permitted = !checkAccess(meta.access, caller.actor);
          // An id the caller may act on: a platform route's (any company) or a platform-wide record.
          const idsValid = ids.every(
            (id) => id.real && (crossCompany(meta.access) || world.sharedIds[id.name] !== undefined),
          );
          const bodyValid = !body || (bodyIsValid(meta.body!, body) && !body.foreignId);
          const queryValid = !query || queryIsValid(meta.query!, query.search);
          const valid = permitted && idsValid && bodyValid && queryValid;
          // Only malformed requests: a valid one may rightly succeed and change something. A valid
          // read (a GET whose query happens to fit) is sent too: it must not fail, nor change anything.
          fc.pre(!valid || route.method === "GET");
          let path = route.path;
          for (const id of ids) path = path.replace(`:${id.name}`, id.id);
          if (valid) validReads++;
          const answer = await send(route.method, `${path}${query?.search ?? ""}`, caller, body ?? undefined);
          const problem = valid
            ? answer.status >= 500
              ? `answered ${answer.status}`
              : null
            : problemWith(route, answer);
          if (problem) {
            throw new Error(
              `as ${caller.name}: ${problem} — ${[...ids.map((i) => i.label), body?.label, query?.label].filter(Boolean).join(" | ")}`,
            );
          }
        },
      );
      failures.push(
        ...(await fuzzRoute(route, property as unknown as fc.IAsyncProperty<unknown[]>, RUNS_PER_ROUTE)),
      );
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("fuzzes the upload routes with forms that are not an upload", async () => {
    const uploads = routes.filter((r) => MULTIPART_ROUTES.has(`${r.method} ${r.path}`));
    expect(uploads).toHaveLength(MULTIPART_ROUTES.size);
    const failures: string[] = [];
    const formCase = fc.oneof(
      // No file, a text field where the file goes, or a file the import cannot read.
      fc.record({
        kind: fc.constantFrom(
          "no file",
          "file as text",
          "empty file",
          "bad extension",
          "binary as .txt",
          "bad pdf",
          "bad docx",
        ),
        title: fc.oneof(
          fc.constant(undefined),
          fc.string({ unit: "grapheme", maxLength: 300 }),
          fc.constant("\u0000"),
        ),
        category: fc.oneof(fc.constant(undefined), fc.constantFrom("hr", "nope", "\u0000", "__proto__")),
        name: fc.constantFrom("x", "policy", "../../etc/passwd", "\u0000", "😀", "a".repeat(300)),
      }),
    );
    for (const route of uploads) {
      const params = paramsOf(route.path);
      const property = fc.asyncProperty(
        callersFor(route.meta!.access),
        fc.tuple(...params.map((name) => pathIds(world.foreignIds[name]).map((id) => ({ ...id, name })))),
        formCase,
        fc.constantFrom("multipart", "json", "text", "none", "broken multipart"),
        async (caller, ids, form, encoding) => {
          let path = route.path;
          for (const id of ids) path = path.replace(`:${id.name}`, id.id);
          const data = new FormData();
          const fileBytes: Record<string, [string, Uint8Array]> = {
            "empty file": [`${form.name}.txt`, new Uint8Array()],
            "bad extension": [`${form.name}.exe`, new TextEncoder().encode("MZ\u0090\u0000")],
            "binary as .txt": [`${form.name}.txt`, new Uint8Array([0, 159, 146, 150, 255, 0, 0, 1])],
            "bad pdf": [`${form.name}.pdf`, new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog")],
            "bad docx": [`${form.name}.docx`, new TextEncoder().encode("PK\u0003\u0004 not a zip")],
          };
          const file = fileBytes[form.kind];
          if (file) data.set("file", new File([file[1].slice()], file[0]));
          if (form.kind === "file as text") data.set("file", "Policy text");
          if (form.title !== undefined) data.set("title", form.title);
          if (form.category !== undefined) data.set("category", form.category);
          const body =
            encoding === "multipart"
              ? { contentType: undefined, text: data }
              : encoding === "json"
                ? { contentType: "application/json", text: JSON.stringify({ file: "x", title: form.title }) }
                : encoding === "text"
                  ? { contentType: "text/plain", text: "Policy text" }
                  : encoding === "broken multipart"
                    ? {
                        contentType: "multipart/form-data; boundary=zzz",
                        text: '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
                      }
                    : { contentType: undefined, text: "" };
          const answer = await send(route.method, path, caller, body);
          const problem = problemWith(route, answer);
          if (problem) {
            throw new Error(
              `as ${caller.name}: ${problem} — ${ids.map((i) => i.label).join(" | ")} ${encoding} ${JSON.stringify(form).slice(0, 200)}`,
            );
          }
        },
      );
      failures.push(
        ...(await fuzzRoute(
          route,
          property as unknown as fc.IAsyncProperty<unknown[]>,
          RUNS_PER_UPLOAD_ROUTE,
        )),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("reads a path id one way only: ' 7', '0x7', '7e0', '+7' and '07' are not record 7", async () => {
    // Found by the fuzzer: `Number()` took " 7" as 7, so a malformed id reached a real record.
    const admin = world.callers.find((c) => c.name === "enterprise company_admin")!;
    const id = await createDocument(admin.actor!.companyId, { title: "Only one address" });
    const get = (raw: string) =>
      send("GET", `/api/documents/${encodeURIComponent(raw)}`, admin).then((answer) => answer.status);
    expect(await get(String(id))).toBe(200);
    for (const raw of [
      ` ${id}`,
      `${id} `,
      `0x${id.toString(16)}`,
      `${id}e0`,
      `+${id}`,
      `0${id}`,
      `${id}.0`,
    ]) {
      expect(await get(raw), JSON.stringify(raw)).toBe(404);
    }
  });

  it("searches customers with any search the query allows, however many bytes it takes", async () => {
    // Found by the fuzzer (seed 99): D1 refuses a LIKE pattern over 50 bytes, so a 17-character
    // search in Japanese answered 500.
    const platform = world.callers.find((c) => c.name === "platform_admin")!;
    for (const search of [
      "田中さんにあげて下さい".repeat(2),
      "a".repeat(200),
      "%_\\".repeat(50),
      "Second Company",
    ]) {
      const answer = await send("GET", `/api/admin/companies?search=${encodeURIComponent(search)}`, platform);
      expect(answer.status, search).toBe(200);
      const found = (answer.body as { companies: { id: number }[] }).companies.map((c) => c.id);
      expect(found, search).toEqual(search === "Second Company" ? [world.foreignIds.companyId] : []);
    }
  });
});
