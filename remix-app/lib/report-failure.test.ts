import { DATABASE_BUSY_MESSAGE } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { failureText } from "./report-failure";

const FALLBACK = { title: "Request Not Sent", description: "Your token request could not be sent." };
const RATE_LIMITED = "Too many token requests in a short time. Please wait a minute and try again.";

describe("failureText over a rate limit", () => {
  it("shows the server's message even where the feature shows a fixed text otherwise", () => {
    expect(
      failureText(new ApiError(429, RATE_LIMITED, "rate_limited"), FALLBACK, { serverMessage: false }),
    ).toEqual({ title: "Request Not Sent", description: RATE_LIMITED });
    expect(
      failureText(new ApiError(409, "Conflict", "conflict"), FALLBACK, { serverMessage: false }),
    ).toEqual(FALLBACK);
  });
});

describe("failureText when an outside service failed", () => {
  const SAVE_FAILED = { title: "Failed to update settings", description: "Please try again." };
  const UNREACHABLE = "Slack could not be reached. Try again in a moment.";

  it("Slack token save shows the server's reason instead of 'Please try again'", () => {
    expect(failureText(new ApiError(502, UNREACHABLE, "upstream_failed"), SAVE_FAILED)).toEqual({
      title: "Failed to update settings",
      description: UNREACHABLE,
    });
  });

  it("keeps the feature's text for a plain server error, and where a fixed text is promised", () => {
    const internal = new ApiError(500, "A server error occurred.", "internal");
    expect(failureText(internal, SAVE_FAILED)).toEqual(SAVE_FAILED);
    // A 502 that is not ours (a gateway's page) carries no message meant for people.
    expect(failureText(new ApiError(502, "<html>Bad Gateway</html>"), SAVE_FAILED)).toEqual(SAVE_FAILED);
    expect(
      failureText(new ApiError(502, UNREACHABLE, "upstream_failed"), SAVE_FAILED, { serverMessage: false }),
    ).toEqual(SAVE_FAILED);
  });
});

describe("failureText with the database busy", () => {
  it("shows the server's 503 message, which says nothing was saved", () => {
    expect(failureText(new ApiError(503, DATABASE_BUSY_MESSAGE, "unavailable"), FALLBACK)).toEqual({
      title: "Request Not Sent",
      description: DATABASE_BUSY_MESSAGE,
    });
  });
});
