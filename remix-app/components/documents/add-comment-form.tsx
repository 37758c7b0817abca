import {
  type AddCommentBody,
  addCommentBody,
  COMMENT_TYPE_LABELS,
  COMMENT_TYPES,
  type CommentDto,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";

import { buttonStyles } from "../button-styles";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { useSchemaForm } from "../ui/use-schema-form";

/** The type comes from a select: every message belongs to the comment text. */
const toComment = () => "comment" as const;

interface AddCommentFormProps {
  /** Sends the comment; resolves when it was saved, rejects otherwise (the text is then kept). */
  onAdd: (body: AddCommentBody) => Promise<void>;
}

/** A type select and a textarea; an empty comment (after trimming) is refused. */
export function AddCommentForm({ onAdd }: AddCommentFormProps) {
  const id = useId();
  const [commentType, setCommentType] = useState<CommentDto["commentType"]>("general");
  const [text, setText] = useState("");
  const { errors, setErrors, validate } = useSchemaForm(addCommentBody, toComment);
  const error = errors.comment ?? null;
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate({ comment: text, commentType });
    if (!parsed.ok) return;
    setSending(true);
    try {
      await onAdd(parsed.data);
      // Clear what was sent, not anything typed while it was sending.
      setText((current) => (current === text ? "" : current));
    } catch {
      // The dialog reports the failure; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="text-sm font-semibold">Add a comment</h3>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${id}-type`} className={labelStyles}>
            Type
          </label>
          <select
            id={`${id}-type`}
            value={commentType}
            onChange={(event) => setCommentType(event.target.value as CommentDto["commentType"])}
            className={`${fieldStyles} mt-1`}
          >
            {COMMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {COMMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-text`} className={labelStyles}>
            Comment
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setErrors({});
            }}
            rows={3}
            maxLength={5000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${fieldStyles} mt-1`}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className={fieldErrorStyles}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? "Adding…" : "Add Comment"}
        </button>
      </div>
    </form>
  );
}
