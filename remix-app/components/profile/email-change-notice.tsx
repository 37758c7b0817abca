import { useSearchParams } from "@remix-run/react";
import { CloseIcon } from "../icons";
import { Notice, type NoticeTone } from "../notice";

// The verification link redirects to /?email_changed=1, /?email_change=invalid or
// /?email_change=taken (worker/domain/email-change/email-change-rules.ts); this explains each.

const NOTICES = {
  changed: { tone: "success", text: "Your e-mail address has been changed." },
  invalid: {
    tone: "warning",
    text: "That e-mail change link is invalid or has expired. Request a new one from Change Email.",
  },
  taken: {
    tone: "error",
    text: "That e-mail address belongs to another account, so the change was not made.",
  },
} as const satisfies Record<string, { tone: NoticeTone; text: string }>;

export type EmailChangeOutcome = keyof typeof NOTICES;

export function parseEmailChangeOutcome(params: URLSearchParams): EmailChangeOutcome | null {
  if (params.get("email_changed") === "1") return "changed";
  const flag = params.get("email_change");
  return flag === "invalid" || flag === "taken" ? flag : null;
}

/** A dismissible notice for the e-mail change link's outcome; dismissing drops the query flag. */
export function EmailChangeNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = parseEmailChangeOutcome(params);
  if (!outcome) return null;
  const { tone, text } = NOTICES[outcome];

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("email_changed");
        next.delete("email_change");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="relative mb-6">
      <Notice tone={tone} alert={tone !== "success"}>
        <span className="block pr-8">{text}</span>
      </Notice>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss notice"
        className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
