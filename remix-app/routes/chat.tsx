import { permissionDenial } from "@charterly/domain/contract";
import { getChatHistory, suggestStarterQuestions } from "@charterly/domain/operations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { ChatConversation } from "../components/chat/chat-conversation";
import { ChatUpsell } from "../components/chat/chat-upsell";
import { Notice } from "../components/notice";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "AI Policy Assistant · Charterly" }];

// Signed-in only. Enterprise and system admin companies get the assistant (the person's own
// conversation and the empty chat's example questions come from the loader); other plans the
// Enterprise upsell; a company whose admin turned the assistant off is told so. The permission table
// decides (assistant.ask). After a question is answered the page's data is read again (revalidation),
// so the conversation shown is the server's.

export async function loader({ context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const denial = permissionDenial(actor, "assistant.ask");
  const view = denial === null ? "chat" : denial.reason === "feature" ? "off" : "upsell";
  const history = view === "chat" ? await getChatHistory(context.domain, actor) : [];
  // Questions for the empty chat (only an empty chat shows them), from the company's own documents
  // in force: streamed in after the page (they take a dozen searches); a failure to find them costs
  // the page only the examples.
  const suggestions: Promise<string[]> =
    view === "chat" && history.length === 0
      ? suggestStarterQuestions(context.domain, actor).catch(() => [] as string[])
      : Promise.resolve([]);
  return { user, view, message: denial?.message ?? null, history, suggestions } as const;
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AiPolicyAssistantRoute() {
  const { user, view, message, history, suggestions } = useLoaderData<typeof loader>();
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
        {view === "chat" ? <ChatConversation history={history} suggestions={suggestions} /> : null}
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
