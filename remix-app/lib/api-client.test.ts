import { describe, expect, it } from "vitest";
import {
  type ApiAnswer,
  type ApiClient,
  ApiError,
  ConnectionError,
  createApiClient,
  describeApiFailure,
  jsonOf,
} from "./api-client";

interface Sent {
  url: string;
  method: string;
  body: string | null;
  contentType: string | null;
}

/** A client whose fetch records the request and answers `response`. */
function clientAnswering(response: () => Response, baseUrl = "https://charterly.example") {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({
        url: request.url,
        method: request.method,
        body: init?.body ? String(init.body) : null,
        contentType: request.headers.get("content-type"),
      });
      return response();
    },
  });
  return { client, sent };
}

describe("the typed API client", () => {
  it("sends a route's path, parameters and JSON body as the route declares them", async () => {
    const { client, sent } = clientAnswering(() => Response.json({ id: 7, title: "Travel" }));
    const saved = await jsonOf(
      client.documents[":documentId"].$put({ param: { documentId: "7" }, json: { status: "under_review" } }),
    );
    expect(saved).toMatchObject({ id: 7, title: "Travel" });
    expect(sent).toEqual([
      {
        url: "https://charterly.example/api/documents/7",
        method: "PUT",
        body: JSON.stringify({ status: "under_review" }),
        contentType: "application/json",
      },
    ]);
  });

  it("sends a query without the filters left empty", async () => {
    const { client, sent } = clientAnswering(() =>
      Response.json({ documents: [], counts: { active: 0, archived: 0 }, nextCursor: null }),
    );
    await client.documents.$get({ query: { tab: "archived", category: undefined, limit: "25" } });
    expect(sent[0]?.url).toBe("https://charterly.example/api/documents?tab=archived&limit=25");
  });

  it("turns an error answer into ApiError with the server's message, code and field errors", async () => {
    const { client } = clientAnswering(() =>
      Response.json(
        {
          code: "invalid_input",
          message: "title: Title is required",
          fields: { title: "Title is required" },
        },
        { status: 400 },
      ),
    );
    const failure = await client.profile.$put({ json: { firstName: "", lastName: "" } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: "invalid_input",
      message: "title: Title is required",
      fields: { title: "Title is required" },
    });
  });

  it("keeps a plain-text error answer's text", async () => {
    const { client } = clientAnswering(() => new Response("Bad gateway", { status: 502 }));
    await expect(client.tokens.balance.$get()).rejects.toMatchObject({ status: 502, message: "Bad gateway" });
  });

  it("reports no answer at all as a connection error", async () => {
    const client = createApiClient({
      baseUrl: "https://charterly.example",
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(client.health.$get()).rejects.toBeInstanceOf(ConnectionError);
  });

  it("builds same-origin paths for the browser", async () => {
    const { client, sent } = clientAnswering(() => Response.json({ status: "ok" }), "http://localhost/");
    await client.health.$get();
    expect(sent[0]?.url).toBe("http://localhost/api/health");
  });
});

describe("what a failed call shows (spec §8)", () => {
  const cases: [string, unknown, ReturnType<typeof describeApiFailure>][] = [
    [
      "no connection",
      new ConnectionError("x"),
      {
        title: "Connection Error",
        description: "Unable to connect to the server. Please check your internet connection and try again.",
      },
    ],
    [
      "signed out",
      new ApiError(401, "Sign in"),
      { title: "Unauthorized", description: "You are logged out. Logging in again...", signIn: true },
    ],
    [
      "refused",
      new ApiError(403, "No"),
      { title: "Access Denied", description: "You don't have permission to perform this action." },
    ],
    [
      "gone",
      new ApiError(404, "Gone"),
      { title: "Not Found", description: "The requested resource was not found." },
    ],
    [
      "server failure",
      new ApiError(500, "Boom"),
      { title: "Server Error", description: "A server error occurred. Please try again or contact support." },
    ],
    [
      "over a rate limit, in the server's words",
      new ApiError(
        429,
        "Too many questions to the assistant in a short time. Please wait a minute and try again.",
      ),
      {
        title: "Too Many Requests",
        description:
          "Too many questions to the assistant in a short time. Please wait a minute and try again.",
      },
    ],
    [
      "any other refusal, in the server's words",
      new ApiError(409, "Someone else saved first."),
      { title: "Request Failed", description: "Someone else saved first." },
    ],
  ];
  for (const [kind, error, shown] of cases) {
    it(`explains ${kind}`, () => expect(describeApiFailure(error)).toEqual(shown));
  }
});

// Compile-time: every JSON route's answer is typed from the API (an `any` here fails the type check).
type IsAny<T> = 0 extends 1 & T ? true : false;
const typedAnswers: [
  IsAny<ApiAnswer<ApiClient["tokens"]["balance"]["$get"]>>,
  IsAny<ApiAnswer<ApiClient["auth"]["check-registration-limit"]["$get"]>>,
  IsAny<ApiAnswer<ApiClient["documents"][":documentId"]["$get"]>>,
] = [false, false, false];
void typedAnswers;
