import { sql } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { chatMessages } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { AppError, type ChatMessageDto, chatMessageBody, invalidInput } from "../contract";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { searchKnowledge } from "../knowledge/search-knowledge";
import { latestConversationOf, startFirstConversation } from "./chat-conversations";
import { toChatMessageDto } from "./chat-message-dto";
import { recordQuestionGap } from "./question-gaps";
import { questionKindOf } from "./question-kind";
import { type Evidence, evidenceFor, streamReply, type WrittenReply, writeAnswer } from "./write-answer";

export { ABSTENTION_REPLY, ANSWER_FAILED_MESSAGE, OUT_OF_SCOPE_REPLY } from "./write-answer";

/** How many passages retrieval hands to the model. */
export const ANSWER_PASSAGES = 6;
/**
 * How many are retrieved: past ANSWER_PASSAGES, the best passage of another document is read for a
 * disagreement only (write-answer.ts `evidenceFor`).
 */
const PASSAGES_SEARCHED = 12;

export const SEARCH_FAILED_MESSAGE =
  "The AI assistant could not search your company's policies just now. Your question was kept; please try again.";

export interface AskInput {
  message: string;
  /** Where the question was asked: the web app (default) or the Slack bot. */
  channel?: "web" | "slack";
  /**
   * Asked in Slack by someone whose e-mail matched no person of the company (decision 017): the
   * actor is a member's, and the question and reply are recorded by this Slack id, not a user.
   */
  slackUserId?: string;
}

/** A question being answered as a stream (POST /api/chat/stream). */
export interface StreamedAnswer {
  /** The person's question, as stored. */
  question: ChatMessageDto;
  /**
   * The reply's text as it is written; iterating drives the model. The pieces add up to the stored
   * reply's text (the Sources line arrives last), except when the model abstains or writes its own
   * list of sources: `reply` is what counts. Throws `upstream_failed` when the model fails, and
   * then nothing of the reply is stored.
   */
  deltas: AsyncIterable<string>;
  /** The stored reply, once `deltas` is exhausted; rejects as `deltas` throws. */
  reply: Promise<ChatMessageDto>;
}

/**
 * Answers a question from the company's own sources (POST /api/chat, the Slack bot): stores the
 * question, retrieves passages, and either declines (not a policy question, or an answer too unlikely
 * to be right: no model call; a workplace question joins the unanswered list) or has the answer model
 * write a cited answer (write-answer.ts). The
 * reply is stored only once it is complete; a model failure stores nothing of it and raises
 * `upstream_failed` (the question stays).
 */
export async function answerQuestion(
  ctx: DomainContext,
  actor: Actor,
  input: AskInput,
): Promise<ChatMessageDto> {
  return (await askAndAnswer(ctx, actor, input)).reply;
}

/** `answerQuestion`, answering the stored question too (the Slack bot shows both). */
export async function askAndAnswer(
  ctx: DomainContext,
  actor: Actor,
  input: AskInput,
): Promise<{ question: ChatMessageDto; reply: ChatMessageDto }> {
  const asked = await prepare(ctx, actor, input);
  const reply = await storeReply(
    ctx,
    actor,
    asked,
    await writeAnswer(ctx.answerModel, asked.evidence, ctx.log),
  );
  return { question: asked.question, reply };
}

/**
 * The same as `answerQuestion`, streamed: the question is stored and the passages retrieved before
 * this resolves (so refusals, bad input and a failed search throw here, before any stream starts);
 * the model writes as `deltas` is iterated.
 */
export async function streamAnswer(
  ctx: DomainContext,
  actor: Actor,
  input: AskInput,
): Promise<StreamedAnswer> {
  const asked = await prepare(ctx, actor, input);
  let settle!: { resolve: (reply: ChatMessageDto) => void; reject: (error: unknown) => void };
  const reply = new Promise<ChatMessageDto>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A caller may only iterate: the failure reaches it through `deltas` too.
  reply.catch(() => undefined);

  async function* deltas(): AsyncGenerator<string> {
    try {
      const writing = streamReply(ctx.answerModel, asked.evidence, ctx.log);
      let step = await writing.next();
      while (!step.done) {
        yield step.value;
        step = await writing.next();
      }
      settle.resolve(await storeReply(ctx, actor, asked, step.value));
    } catch (error) {
      settle.reject(error);
      throw error;
    }
  }

  return { question: asked.question, deltas: deltas(), reply };
}

interface AskedQuestion {
  channel: "web" | "slack";
  /** Whose history, and the conversation in it: a person of the company, or a Slack user without an account. */
  asker: { userId: number | null; slackUserId: string | null; conversationId: number | null };
  question: ChatMessageDto;
  evidence: Evidence;
}

/** Permission, input, the stored question, the retrieved passages and the confidence they give. */
async function prepare(ctx: DomainContext, actor: Actor, input: AskInput): Promise<AskedQuestion> {
  requirePermission(actor, "assistant.ask");
  const parsed = chatMessageBody.safeParse({ message: input.message });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Type a question.";
    throw invalidInput(`message: ${message}`, { message });
  }
  const message = parsed.data.message;
  const channel = input.channel ?? "web";
  const asked = (values: SQLiteInsertValue<typeof chatMessages>) =>
    ctx.companyDb.insert(chatMessages).values(values).returning();
  const now = ctx.clock.now();
  const question = {
    companyId: actor.companyId,
    messageType: "user",
    message,
    channel,
    createdAt: now,
  } as const;
  // A person's question joins their latest conversation (the first is started with it); a Slack
  // user without an account has none.
  const [stored] = input.slackUserId
    ? await asked({ ...question, userId: null, slackUserId: input.slackUserId })
    : (
        await ctx.companyDb.batch([
          startFirstConversation(ctx.companyDb, actor, now),
          asked({
            ...question,
            userId: actor.userId,
            conversationId: sql`${latestConversationOf(actor.companyId, actor.userId)}`,
          }),
        ])
      )[1];
  const asker = {
    userId: stored!.userId,
    slackUserId: stored!.slackUserId,
    conversationId: stored!.conversationId,
  };

  const evidence = await gatherEvidence(ctx, actor.companyId, message);
  return { channel, asker, question: toChatMessageDto(stored!), evidence };
}

/**
 * What a reply is written from: the kind of message, and for a policy question the company's best
 * passages and the extractive answer they give (no search for a message declined by its kind).
 * Also what `npm run bench:rag` scores.
 */
export async function gatherEvidence(
  ctx: DomainContext,
  companyId: number,
  question: string,
): Promise<Evidence> {
  if (questionKindOf(question) !== "policy") return evidenceFor(question, []);
  let hits: KnowledgeHit[];
  try {
    hits = await searchKnowledge(ctx, companyId, { query: question, limit: PASSAGES_SEARCHED });
  } catch (error) {
    ctx.log.error("assistant search failed", error);
    throw new AppError("upstream_failed", SEARCH_FAILED_MESSAGE);
  }
  return evidenceFor(question, hits);
}

/** Stores a complete reply; an unanswered policy question also counts as one more ask of its gap. */
async function storeReply(
  ctx: DomainContext,
  actor: Actor,
  asked: AskedQuestion,
  reply: WrittenReply,
): Promise<ChatMessageDto> {
  if (reply.unanswered) {
    await recordQuestionGap(ctx, actor.companyId, asked.evidence.question, reply.confidence);
  }
  const [stored] = await ctx.companyDb
    .insert(chatMessages)
    .values({
      companyId: actor.companyId,
      ...asked.asker,
      messageType: "assistant",
      channel: asked.channel,
      message: reply.message,
      referencedDocuments: reply.referencedDocuments,
      needsLegalReview: reply.needsLegalReview,
      ragContext: reply.ragContext,
      confidence: reply.confidence,
      composedBy: reply.composedBy,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return toChatMessageDto(stored!);
}
