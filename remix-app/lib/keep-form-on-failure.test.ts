import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import {
  keepFormOnFailure,
  NETWORK_FAILURE_MESSAGE,
  SERVER_FAILURE_MESSAGE,
  unansweredMessage,
} from "./keep-form-on-failure";

// What a form's submission answers in the browser when the server's action did not: the form keeps
// what was typed and says what happened, instead of Remix replacing the page with an error boundary.

function submit(failure: () => unknown) {
  const body = new FormData();
  body.set("intent", "edit-document");
  body.set("title", "Leave policy");
  body.set("content", "Typed before the connection went.");
  body.set("file", new File(["x"], "a.txt"));
  return keepFormOnFailure({
    request: new Request("https://app.test/documents/1/edit", { method: "POST", body }),
    params: {},
    context: undefined,
    serverAction: async () => failure(),
  } as unknown as Parameters<typeof keepFormOnFailure>[0]);
}

const answered = async (failure: () => unknown) => ({
  data: (await submit(failure)) as unknown as Record<string, unknown>,
});

describe("a form's submission that fails unplanned keeps the form", () => {
  it("the network gone: the form's own answer, with what was typed", async () => {
    const answer = await answered(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(answer.data).toEqual({
      ok: false,
      intent: "edit-document",
      code: "unavailable",
      message: NETWORK_FAILURE_MESSAGE,
      fieldErrors: {},
      values: {
        intent: "edit-document",
        title: "Leave policy",
        content: "Typed before the connection went.",
      },
    });
  });

  it("a Conform form tells this answer from a submission's reply and says its message", async () => {
    const gone = await submit(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(unansweredMessage(gone)).toBe(NETWORK_FAILURE_MESSAGE);
    expect(unansweredMessage({ result: { status: "error", error: { firstName: ["Required"] } } })).toBeNull();
    expect(unansweredMessage(undefined)).toBeNull();
  });

  it("a server failure: says the change may not have been saved, or what the server said about it", async () => {
    const crashed = await answered(() => {
      throw new Error("Unexpected Server Error");
    });
    expect(crashed.data).toMatchObject({
      ok: false,
      intent: "edit-document",
      message: SERVER_FAILURE_MESSAGE,
    });
    const busy = await answered(() => {
      throw new ErrorResponse(503, "Service Unavailable", {
        message: "The database is busy: nothing was saved.",
      });
    });
    expect(busy.data).toMatchObject({ message: "The database is busy: nothing was saved." });
  });

  it("answers, redirects and refusals below 500 go on as Remix handles them", async () => {
    expect(await submit(() => ({ ok: true, intent: "edit-document", value: 1 }))).toEqual({
      ok: true,
      intent: "edit-document",
      value: 1,
    });
    const redirect = new Response(null, { status: 302, headers: { Location: "/api/login" } });
    await expect(
      submit(() => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
    const missing = new ErrorResponse(404, "Not Found", "No such document.");
    await expect(
      submit(() => {
        throw missing;
      }),
    ).rejects.toBe(missing);
  });
});
