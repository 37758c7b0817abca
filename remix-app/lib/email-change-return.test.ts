import { describe, expect, it } from "vitest";
import {
  changeEmailReturnPath,
  reauthenticateForEmailChangeUrl,
  wantsChangeEmail,
  withoutChangeEmailFlag,
} from "./email-change-return";

describe("coming back to Change Email after signing in again", () => {
  it("returns to the same page with the flag that reopens the dialog", () => {
    expect(changeEmailReturnPath({ pathname: "/", search: "" })).toBe("/?dialog=change-email");
    expect(changeEmailReturnPath({ pathname: "/documents", search: "?tab=archived&search=travel" })).toBe(
      "/documents?tab=archived&search=travel&dialog=change-email",
    );
  });

  it("does not repeat the flag when it is already there", () => {
    expect(changeEmailReturnPath({ pathname: "/chat", search: "?dialog=change-email" })).toBe(
      "/chat?dialog=change-email",
    );
  });

  it("signs in again at /api/login, asking for the password, with that page to return to", () => {
    const url = new URL(
      reauthenticateForEmailChangeUrl({ pathname: "/documents", search: "?tab=archived" }),
      "http://app.test",
    );
    expect(url.pathname).toBe("/api/login");
    expect(url.searchParams.get("reauth")).toBe("1");
    expect(url.searchParams.get("returnTo")).toBe("/documents?tab=archived&dialog=change-email");
  });

  it("reads the flag and drops it, keeping the other parameters", () => {
    const params = new URLSearchParams("tab=archived&dialog=change-email");
    expect(wantsChangeEmail(params)).toBe(true);
    expect(wantsChangeEmail(new URLSearchParams("dialog=edit-profile"))).toBe(false);
    expect(withoutChangeEmailFlag(params).toString()).toBe("tab=archived");
    expect(params.toString()).toBe("tab=archived&dialog=change-email");
  });
});
