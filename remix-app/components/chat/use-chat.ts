import { type ChatMessageDto, MAX_CHAT_MESSAGE_LENGTH } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { streamChatAnswer } from "../../lib/chat-stream";
import { type FailureText, useReportFailure } from "../../lib/report-failure";
import { useToast } from "../toast";

// The conversation at /chat: the stored history (the route's loader reads it), the question being
// answered (thinking until the first words arrive, then the words as they are written) and a
// question left unanswered. The answer arrives as a stream from POST /api/chat (an action cannot
// stream its words as they are written); once it is complete the route's data is read again.

export interface PendingAnswer {
  question: string;
  /** The question as stored, once the server has confirmed it. */
  stored: ChatMessageDto | null;
  /** The answer so far; empty while the assistant is thinking. */
  text: string;
}

export interface UnansweredQuestion {
  question: string;
  /** Set when the server stored the question (it is then in the history already). */
  storedId: number | null;
  failure: FailureText;
}

const ANSWER_FAILED: FailureText = {
  title: "The assistant could not answer",
  description: "Something went wrong while the answer was written. Please ask again.",
};

/** Why a question cannot be sent as typed, or null. */
export function questionProblem(text: string): string | null {
  const question = text.trim();
  if (question === "") return "Type a question.";
  if (question.length > MAX_CHAT_MESSAGE_LENGTH)
    return `A question is at most ${MAX_CHAT_MESSAGE_LENGTH.toLocaleString("en-US")} characters.`;
  return null;
}

export function useChat(history: ChatMessageDto[]) {
  // The loader's conversation, with the reply just streamed added until the next read replaces it.
  const [messages, setMessages] = useState(history);
  useEffect(() => setMessages(history), [history]);
  const revalidator = useRevalidator();
  const reportFailure = useReportFailure();
  const { toast } = useToast();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [unanswered, setUnanswered] = useState<UnansweredQuestion | null>(null);
  const asking = useRef(false);

  const ask = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (asking.current || questionProblem(question) !== null) return false;
      asking.current = true;
      setUnanswered(null);
      setPending({ question, stored: null, text: "" });
      let stored: ChatMessageDto | null = null;
      let failure: FailureText | null = null;
      try {
        await streamChatAnswer(question, (event) => {
          if (event.type === "question") {
            stored = event.message;
            setPending((p) => (p ? { ...p, stored: event.message } : p));
          } else if (event.type === "delta") {
            setPending((p) => (p ? { ...p, text: p.text + event.text } : p));
          } else if (event.type === "reply") {
            const reply = event.message;
            const asked = stored;
            setMessages((current) => [...current, ...(asked ? [asked] : []), reply]);
          } else {
            failure = { title: ANSWER_FAILED.title, description: event.message || ANSWER_FAILED.description };
            toast({ ...failure, variant: "destructive" });
          }
        });
      } catch (error) {
        failure = reportFailure(error, ANSWER_FAILED);
      } finally {
        asking.current = false;
        setPending(null);
      }
      if (failure)
        setUnanswered({ question, storedId: (stored as ChatMessageDto | null)?.id ?? null, failure });
      // The server's account of the conversation replaces what was assembled here.
      revalidator.revalidate();
      return true;
    },
    [revalidator.revalidate, reportFailure, toast],
  );

  return { messages, pending, unanswered, ask, dismissUnanswered: () => setUnanswered(null) };
}
