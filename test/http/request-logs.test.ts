// Decision 018: failures are logged as one JSON object per line (Workers Logs indexes the fields),
// with the request id the person sees in a 500's body.
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntry, logError, withRequestId } from "../../worker/http/log";
import { person } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

/** A database whose every call fails, as D1 does when it is unavailable. */
const failingDb = new Proxy({} as D1Database, {
  get: () => () => {
    throw new Error("D1_ERROR: database unavailable");
  },
});

const loggedLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

afterEach(() => vi.restoreAllMocks());

describe("structured logs with the request id", () => {
  it("an unexpected failure: one JSON line with the request id of the 500 the person got", async () => {
    const { cookie } = await person();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetchWorker("GET", "/api/auth/user", {
      cookie,
      headers: { "cf-ray": "8c3f0e-LHR" },
      bindings: { DB: failingDb },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: "internal", requestId: "8c3f0e-LHR" });
    const [entry] = loggedLines(errors);
    expect(entry).toMatchObject({
      level: "error",
      message: "unhandled error",
      requestId: "8c3f0e-LHR",
      path: "/api/auth/user",
      error: { message: "D1_ERROR: database unavailable" },
    });
  });

  it("entries written anywhere while a request is answered carry its id; outside one, none", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    withRequestId("req-1", () => logError("a file was not deleted", new Error("R2 down"), { documentId: 7 }));
    logError("outside a request");
    expect(loggedLines(errors)).toEqual([
      {
        level: "error",
        message: "a file was not deleted",
        requestId: "req-1",
        documentId: 7,
        error: expect.objectContaining({ name: "Error", message: "R2 down" }),
      },
      { level: "error", message: "outside a request" },
    ]);
    expect(withRequestId("req-2", () => logEntry("warn", "x"))).toEqual({
      level: "warn",
      message: "x",
      requestId: "req-2",
    });
  });
});
