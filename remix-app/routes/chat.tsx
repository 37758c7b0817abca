import { permissionDenial } from "@charterly/domain/contract";
import {
  conversationToShow,
  getChatHistory,
  listChatConversations,
  startNewConversation,
  suggestStarterQuestions,
} from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { linkStyles } from "../components/button-styles";
import { ChatConversation } from "../components/chat/chat-conversation";
import { ChatUpsell } from "../components/chat/chat-upsell";
import { EarlierConversations } from "../components/chat/conversation-controls";
import { DateTime } from "../components/documents/formatted-date";
import { Notice } from "../components/notice";
import { CHAT_INTENTS } from "../lib/chat-intents";
import { unknownIntent } from "../lib/form-result.server";
import { idParam } from "../lib/id-param.server";
import type { IntentOperations } from "../lib/intent-operations";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { redirectTo } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "AI Policy Assistant · Charterly" }];

// Signed-in only. Enterprise and system admin companies get the assistant (the person's current
// conversation, their earlier ones and the empty chat's example questions come from the loader);
// other plans the Enterprise upsell; a company whose admin turned the assistant off is told so. The
// permission table decides (assistant.ask). After a question is answered the page's data is read
// again (revalidation), so the conversation shown is the server's. `?conversation={id}` shows an
// earlier conversation of the person's to read again; new questions go to the current one.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const denial = permissionDenial(actor, "assistant.ask");
  const view = denial === null ? "chat" : denial.reason === "feature" ? "off" : "upsell";
  const asked = new URL(request.url).searchParams.get("conversation");
  const requested = view === "chat" && asked !== null ? idParam(asked) : null;
  const [shown, history, conversations] =
    view === "chat"
      ? await Promise.all([
          conversationToShow(context.domain, actor, requested),
          getChatHistory(context.domain, actor, requested ?? undefined),
          listChatConversations(context.domain, actor),
        ])
      : [null, [], []];
  // Questions for the empty chat (only an empty chat shows them), from the company's own documents
  // in force: streamed in after the page (they take a dozen searches); a failure to find them costs
  // the page only the examples.
  const suggestions: Promise<string[]> =
    view === "chat" && history.length === 0
      ? suggestStarterQuestions(context.domain, actor).catch(() => [] as string[])
      : Promise.resolve([]);
  return {
    user,
    view,
    message: denial?.message ?? null,
    history,
    suggestions,
    conversations,
    // An earlier conversation, shown to be read again.
    earlier: shown && !shown.current ? shown : null,
  } as const;
}

/** The page's one intent and the API operation it makes (POST /api/chat/conversations). */
export const CHAT_OPERATIONS = {
  [CHAT_INTENTS.newConversation]: "startNewConversation",
} as const satisfies IntentOperations<typeof CHAT_INTENTS>;

/** 'New conversation' (the one intent): the person's next question starts a conversation of its own. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = requirePageAccess(context);
  const form = await request.formData();
  if (form.get("intent") !== CHAT_INTENTS.newConversation) throw unknownIntent();
  await startNewConversation(context.domain, actor);
  return redirectTo("/chat");
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AiPolicyAssistantRoute() {
  const { user, view, message, history, suggestions, conversations, earlier } =
    useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Policy Assistant</h1>
          {view === "chat" ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Ask questions about {user.companyName}'s policies and get answers that cite the documents in
              force.
            </p>
          ) : null}
        </div>
        {view === "chat" && earlier ? (
          <Notice tone="info" title="An earlier conversation">
            <p>
              You started this conversation on <DateTime iso={earlier.startedAt} />. New questions go to your
              current conversation.
            </p>
            <p className="mt-1">
              <Link to="/chat" className={linkStyles}>
                Back to the current conversation
              </Link>
            </p>
          </Notice>
        ) : null}
        {view === "chat" ? (
          <ChatConversation
            // A conversation of its own: what was being asked or left unanswered in another is not carried over.
            key={earlier?.id ?? "current"}
            history={history}
            suggestions={suggestions}
            readOnly={earlier !== null}
            hasEarlier={conversations.some((conversation) => !conversation.current)}
          />
        ) : null}
        {view === "chat" ? (
          <EarlierConversations conversations={conversations} shown={earlier?.id ?? null} />
        ) : null}
        {view === "upsell" ? <ChatUpsell user={user} /> : null}
        {view === "off" ? (
          <Notice tone="info" title="The assistant is turned off">
            {message}
          </Notice>
        ) : null}
      </div>
    </AppShell>
  );
}
