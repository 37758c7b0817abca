import { useId, useState } from "react";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { readOnlyFieldStyles } from "./form-field";

/**
 * A link to pass on by hand (e-mail is switched off, so nothing was sent), or a secret shown once (a
 * SCIM token): what it is for, the value in a read-only field, and Copy. Dismiss hides it.
 */
export function CopyLink({
  title,
  description,
  url,
  onDismiss,
  noun = "link",
}: {
  title: string;
  description: string;
  url: string;
  onDismiss: () => void;
  /** What is passed on, as the field's label and the messages say it ("link", "token"). */
  noun?: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <Notice tone="info" title={title} alert={false}>
      <p>{description}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {`${noun[0]?.toUpperCase()}${noun.slice(1)} to pass on`}
        </label>
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${readOnlyFieldStyles} min-w-0 flex-1`}
        />
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
          {copied === "yes" ? "Copied" : "Copy"}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <p aria-live="polite" className="mt-1 text-xs">
        {copied === "yes" ? `The ${noun} is on the clipboard.` : null}
        {copied === "failed" ? `Copying was not allowed: select the ${noun} and copy it yourself.` : null}
      </p>
    </Notice>
  );
}
