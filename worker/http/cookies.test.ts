import { describe, expect, it } from "vitest";
import {
  clearSessionCookie,
  PENDING_SIGN_IN_COOKIE,
  readCookie,
  readSignedCookie,
  SESSION_COOKIE,
  serializeCookie,
  sessionCookie,
  signedCookie,
} from "./cookies";

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
    expect(readCookie(`a=1; ${SESSION_COOKIE}=xyz; b=2`, SESSION_COOKIE)).toBe("xyz");
    expect(readCookie("a=1", SESSION_COOKIE)).toBeNull();
  });
});

describe("a malformed cookie is treated as absent, never a 500", () => {
  it("a value that is not percent-encoding reads as no cookie", () => {
    for (const value of ["%", "%zz", "abc%E0%A4%A", "%%%"]) {
      expect(readCookie(`${SESSION_COOKIE}=${value}`, SESSION_COOKIE), value).toBeNull();
    }
    // Another broken cookie does not hide a good one.
    expect(readCookie(`other=%; ${SESSION_COOKIE}=ok`, SESSION_COOKIE)).toBe("ok");
  });

  it("a sign-in state that is not base64url, not JSON or not ours reads as none", async () => {
    const json = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
    for (const value of ["%", "abc", "abc.!!!", "!!!.!!!", "e30.%%%", `${json({ v: 1 })}.a`, "a.b.c"]) {
      expect(await readSignedCookie(SECRET, `s=${value}`, "s"), value).toBeNull();
    }
  });
});

describe("the session cookie is __Host- prefixed and the sign-in cookie __Secure- prefixed", () => {
  const attributes = (setCookie: string) => setCookie.split("; ").slice(1);

  it("the session cookie: __Host-, Secure, HttpOnly, Path=/, no Domain", () => {
    const now = new Date();
    for (const setCookie of [
      sessionCookie("token", new Date(now.getTime() + 60_000), now),
      clearSessionCookie(),
    ]) {
      expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
      expect(SESSION_COOKIE.startsWith("__Host-")).toBe(true);
      expect(attributes(setCookie)).toEqual(expect.arrayContaining(["Path=/", "Secure", "HttpOnly"]));
      expect(setCookie).not.toMatch(/domain=/i);
    }
    expect(() => serializeCookie(SESSION_COOKIE, "x", { maxAgeSeconds: 1, path: "/api" })).toThrow();
  });

  it("the sign-in state: __Secure-, Secure, HttpOnly, scoped to /api/auth", async () => {
    const setCookie = await signedCookie(SECRET, PENDING_SIGN_IN_COOKIE, { state: "s" }, "/api/auth");
    expect(PENDING_SIGN_IN_COOKIE.startsWith("__Secure-")).toBe(true);
    expect(setCookie.startsWith(`${PENDING_SIGN_IN_COOKIE}=`)).toBe(true);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining(["Path=/api/auth", "Secure", "HttpOnly"]));
  });
});
