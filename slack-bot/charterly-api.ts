import {
  type SlackAnswerDto,
  type SlackInstallationDto,
  type SlackToReadDto,
  slackAcknowledgeBody,
  slackAcknowledgementSchema,
  slackAnswerSchema,
  slackAskBody,
  slackAuthorizeBody,
  slackFeedbackBody,
  slackFeedbackSchema,
  slackInstallationSchema,
  slackToReadBody,
  slackToReadSchema,
} from "@charterly/domain/contract";
import type { z } from "zod";

// The bot's only way to data: the Worker's service routes (/api/slack/*, decision 017), called with
// the shared bearer credential. Requests are built with the contract's body schemas and answers are
// read with its response schemas, so a drift between the two services fails loudly here.

export type AuthorizeRequest = z.input<typeof slackAuthorizeBody>;
export type AskRequest = z.input<typeof slackAskBody>;
export type FeedbackRequest = z.input<typeof slackFeedbackBody>;
export type AcknowledgeRequest = z.input<typeof slackAcknowledgeBody>;
export type ToReadRequest = z.input<typeof slackToReadBody>;
export type AcknowledgementDto = z.infer<typeof slackAcknowledgementSchema>;
export type FeedbackDto = z.infer<typeof slackFeedbackSchema>;

export interface CharterlyApi {
  authorize(request: AuthorizeRequest): Promise<SlackInstallationDto>;
  ask(request: AskRequest): Promise<SlackAnswerDto>;
  feedback(request: FeedbackRequest): Promise<FeedbackDto>;
  acknowledge(request: AcknowledgeRequest): Promise<AcknowledgementDto>;
  toRead(request: ToReadRequest): Promise<SlackToReadDto>;
}

/**
 * Why a call failed. `refused`: the Worker answered 4xx — it decided (Slack disabled, wrong channel,
 * a stale version…), and `message` is meant for the person. `unavailable`: down, slow, 5xx or an
 * answer the contract does not describe — the person gets an apology.
 */
export class CharterlyApiError extends Error {
  constructor(
    readonly kind: "refused" | "unavailable",
    readonly status: number | null,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CharterlyApiError";
  }
}

export interface CharterlyApiOptions {
  /** The Worker's origin, without a trailing slash. */
  baseUrl: string;
  serviceToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The request as the Worker would judge it: what it would refuse (a question too long…) is refused here. */
function bodyOf<T>(schema: z.ZodType<T>, request: unknown): T {
  const parsed = schema.safeParse(request);
  if (parsed.success) return parsed.data;
  throw new CharterlyApiError(
    "refused",
    null,
    "invalid_request",
    parsed.error.issues[0]?.message ?? "Invalid request.",
  );
}

export function createCharterlyApi(options: CharterlyApiOptions): CharterlyApi {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(path: string, body: unknown, response: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetchFn(`${options.baseUrl}/api/slack/${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.serviceToken}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new CharterlyApiError(
        "unavailable",
        null,
        timedOut ? "timeout" : "unreachable",
        timedOut
          ? `Charterly did not answer /api/slack/${path} within ${timeoutMs} ms.`
          : `Charterly is unreachable (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const text = await res.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const problem = (json ?? {}) as { code?: unknown; message?: unknown };
      const code = typeof problem.code === "string" ? problem.code : `http_${res.status}`;
      const message =
        typeof problem.message === "string" ? problem.message : `Charterly answered ${res.status}.`;
      throw new CharterlyApiError(res.status >= 500 ? "unavailable" : "refused", res.status, code, message);
    }
    const parsed = response.safeParse(json);
    if (!parsed.success)
      throw new CharterlyApiError(
        "unavailable",
        res.status,
        "unexpected_answer",
        `Charterly's answer to /api/slack/${path} does not match the contract: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
      );
    return parsed.data;
  }

  return {
    authorize: async (request) =>
      call("authorize", bodyOf(slackAuthorizeBody, request), slackInstallationSchema),
    ask: async (request) => call("ask", bodyOf(slackAskBody, request), slackAnswerSchema),
    feedback: async (request) => call("feedback", bodyOf(slackFeedbackBody, request), slackFeedbackSchema),
    acknowledge: async (request) =>
      call("acknowledgements", bodyOf(slackAcknowledgeBody, request), slackAcknowledgementSchema),
    toRead: async (request) => call("to-read", bodyOf(slackToReadBody, request), slackToReadSchema),
  };
}
