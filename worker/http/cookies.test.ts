import { describe, expect, it } from "vitest";
import { readCookie, readSignedCookie, signedCookie } from "./cookies";

const SECRET = "a-secret-that-is-long-enough-for-hmac-use";

function cookieHeaderFrom(setCookie: string) {
  return setCookie.split(";")[0]!;
}

describe("signed cookies", () => {
  it("round-trips the sign-in state", async () => {
    const header = cookieHeaderFrom(await signedCookie(SECRET, "s", { state: "abc" }, "/api/auth"));
    expect(await readSignedCookie(SECRET, header, "s")).toEqual({ state: "abc" });
  });

  it("rejects a tampered or foreign-signed value", async () => {
    const header = cookieHeaderFrom(await signedCookie(SECRET, "s", { state: "abc" }, "/"));
    const [name, value] = header.split("=");
    const [payload, signature] = decodeURIComponent(value!).split(".");
    const forged = btoa(JSON.stringify({ v: { state: "evil" }, exp: Date.now() + 60_000 })).replace(
      /=+$/,
      "",
    );
    expect(await readSignedCookie(SECRET, `${name}=${forged}.${signature}`, "s")).toBeNull();
    expect(await readSignedCookie("another-secret-of-enough-length-000", header, "s")).toBeNull();
    expect(payload).toBeTruthy();
  });

  it("finds one cookie among several", () => {
    expect(readCookie("a=1; charterly_session=xyz; b=2", "charterly_session")).toBe("xyz");
    expect(readCookie("a=1", "charterly_session")).toBeNull();
  });
});
