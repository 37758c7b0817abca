import type { ChatMessageDto, SlackInstallationDto } from "@charterly/domain/contract";
import type { Logger } from "@slack/bolt";
import { type CharterlyApi, CharterlyApiError } from "../charterly-api";
import { INSTALLATION_KEY } from "../installations";
import { createRecentEvents } from "../recent-events";

// Fakes for the listeners' unit tests: a Worker client that records what it was asked, and Bolt's
// say/respond/ack/client/logger that record what the bot said.

export const TEAM = "T0TEAM1";
export const CHANNEL = "C0POLICIES";
export const BOT_USER = "U0BOT";

export const installation: SlackInstallationDto = {
  teamId: TEAM,
  botToken: "xoxb-test-token",
  botUserId: BOT_USER,
  channelId: CHANNEL,
  companyName: "Northwind Enterprise",
};

export function reply(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: 42,
    messageType: "assistant",
    message: "Staff may work from home up to 3 days a week.",
    createdAt: "2026-11-25T10:00:00.000Z",
    referencedDocuments: [
      {
        id: 7,
        source: "document",
        title: "Remote Work Policy",
        version: 3,
        inForceSince: "2026-03-02T00:00:00.000Z",
        available: true,
      },
    ],
    needsLegalReview: false,
    ragContext: { hasKnowledgeBase: false, documentsUsed: 1 },
    confidence: 0.9,
    composedBy: "embedded",
    ...overrides,
  };
}

type Route = keyof CharterlyApi;
type Answer = unknown | CharterlyApiError | (() => unknown);

/** Answers per route (a value, an error to throw, or a function); records every call in order. */
export function fakeApi(answers: Partial<Record<Route, Answer>> = {}) {
  const calls: Array<{ route: Route; body: Record<string, unknown> }> = [];
  const handle = (route: Route) => async (body: unknown) => {
    calls.push({ route, body: body as Record<string, unknown> });
    const answer = answers[route];
    const value = typeof answer === "function" ? (answer as () => unknown)() : answer;
    if (value instanceof Error) throw value;
    if (value === undefined) throw new Error(`fakeApi: no answer for ${route}`);
    return value;
  };
  const api = {
    authorize: handle("authorize"),
    ask: handle("ask"),
    feedback: handle("feedback"),
    acknowledge: handle("acknowledge"),
    toRead: handle("toRead"),
  } as CharterlyApi;
  return { api, calls, deps: { api, recentEvents: createRecentEvents() } };
}

export const unavailable = () =>
  new CharterlyApiError("unavailable", 503, "http_503", "Charterly answered 503.");
export const refused = (status: number, message: string, code = "forbidden") =>
  new CharterlyApiError("refused", status, code, message);

/** One ordered log of what the bot did through Bolt's functions. */
export function fakeBolt(options: { emails?: Record<string, string>; usersInfoFails?: boolean } = {}) {
  const log: Array<{ fn: string; args: Record<string, unknown> }> = [];
  const record =
    (fn: string) =>
    async (args: unknown = {}) => {
      log.push({ fn, args: (typeof args === "string" ? { text: args } : args) as Record<string, unknown> });
      return { ok: true };
    };
  const client = {
    users: {
      info: async ({ user }: { user: string }) => {
        log.push({ fn: "users.info", args: { user } });
        if (options.usersInfoFails) throw new Error("An API error occurred: user_not_found");
        const email = options.emails?.[user];
        return { ok: true, user: { id: user, profile: email ? { email } : {} } };
      },
    },
    chat: { postEphemeral: record("chat.postEphemeral"), postMessage: record("chat.postMessage") },
  };
  const messages: string[] = [];
  const logger = {
    debug: (...m: unknown[]) => messages.push(`debug ${m.join(" ")}`),
    info: (...m: unknown[]) => messages.push(`info ${m.join(" ")}`),
    warn: (...m: unknown[]) => messages.push(`warn ${m.join(" ")}`),
    error: (...m: unknown[]) => messages.push(`error ${m.join(" ")}`),
    setLevel: () => {},
    getLevel: () => "debug",
    setName: () => {},
  } as unknown as Logger;
  return {
    log,
    logged: messages,
    client,
    logger,
    say: record("say"),
    respond: record("respond"),
    ack: record("ack"),
    /** The calls of one function, in order. */
    calls: (fn: string) => log.filter((entry) => entry.fn === fn).map((entry) => entry.args),
  };
}

/** Bolt's listener arguments, as far as the listeners read them; cast for the listener's signature. */
export function listenerArgs<T>(bolt: ReturnType<typeof fakeBolt>, args: Record<string, unknown>): T {
  return {
    client: bolt.client,
    logger: bolt.logger,
    say: bolt.say,
    respond: bolt.respond,
    ack: bolt.ack,
    context: { botUserId: BOT_USER, teamId: TEAM, [INSTALLATION_KEY]: installation },
    ...args,
  } as T;
}
