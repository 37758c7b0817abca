import { expect } from "vitest";
import { snapshot, snapshotDiff } from "../fuzz/snapshot";

/** The answer is the refusal a person can read: this status and `{ code, message }`. */
export async function expectClearFailure(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code?: unknown; message?: unknown };
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message !== undefined) expect(body.message).toBe(message);
  return body as { code: string; message: string };
}

/** Every table and every file, to compare after the fault: nothing partial may remain. */
export const takeSnapshot = snapshot;

export async function changesSince(before: Awaited<ReturnType<typeof snapshot>>) {
  return snapshotDiff(before, await snapshot());
}
