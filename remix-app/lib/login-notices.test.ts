import { describe, expect, it } from "vitest";
import { loginNotices } from "./login-notices";

const noticesFor = (search: string) => loginNotices(new URLSearchParams(search));

describe("notices on the sign-in page", () => {
  it("shows none on a plain visit", () => {
    expect(noticesFor("")).toEqual([]);
  });

  it("confirms a sign-out", () => {
    expect(noticesFor("forced_logout=1")).toEqual([
      { tone: "success", text: "Successfully logged out. You can now sign in with a different account." },
    ]);
  });

  it("explains each sign-in failure the server reports", () => {
    expect(noticesFor("error=expired")[0]?.text).toBe(
      "Your sign-in took too long or was interrupted. Please sign in again.",
    );
    expect(noticesFor("error=denied")[0]?.text).toBe(
      "Your account cannot sign in. Contact your company administrator.",
    );
    expect(noticesFor("error=unavailable")[0]).toMatchObject({ tone: "error" });
  });

  it("never echoes text from the address", () => {
    expect(noticesFor("error=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).toEqual([]);
    expect(noticesFor("error=constructor")).toEqual([]);
  });

  it("shows the development sign-out hint beside a sign-out", () => {
    expect(noticesFor("forced_logout=1&dev_logout=1").map((notice) => notice.tone)).toEqual([
      "success",
      "info",
    ]);
  });
});
