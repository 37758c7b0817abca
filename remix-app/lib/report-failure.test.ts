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

describe("failureText with the database busy", () => {
  it("shows the server's 503 message, which says nothing was saved", () => {
    expect(failureText(new ApiError(503, DATABASE_BUSY_MESSAGE, "unavailable"), FALLBACK)).toEqual({
      title: "Request Not Sent",
      description: DATABASE_BUSY_MESSAGE,
    });
  });
});
