import { COMMENT_TYPE_LABELS, COMMENT_TYPES, type CommentDto } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import { type FormResult, resultFor } from "../../lib/form-result";
import { addCommentSchema } from "../../lib/form-schemas";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../ui/form-field";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";

const INTENT = DOCUMENT_INTENTS.addComment;

export type CommentResult = FormResult<CommentDto>;

/** The type comes from a select: every message belongs to the comment text. */
const toComment = () => "comment" as const;

interface AddCommentFormProps {
  documentId: number;
  /** The comment was saved (with JavaScript; the list is read again by revalidation either way). */
  onAdded?: (comment: CommentDto) => void;
}

/**
 * A type select and a textarea; an empty comment (after trimming) is refused. A form posted to the
 * document's comments route (routes/documents_.$documentId.comments.tsx), so it works before the
 * page's JavaScript has loaded: the page then shows the answer (the error next to the field, the
 * text put back, or the new comment in the list). With JavaScript a fetcher sends it, checked with
 * the same schema first; "Adding…" while it is sent, and a second click sends nothing.
 */
export function AddCommentForm({ documentId, onAdded }: AddCommentFormProps) {
  const id = useId();
  const fetcher = useFetcher<CommentResult>();
  // Only a submission without JavaScript (a document POST) sets the route's action data.
  const posted = resultFor(useActionData<CommentResult>(), INTENT);
  const answered = resultFor(fetcher.data, INTENT);
  const refusedValues = posted && !posted.ok ? posted.values : {};
  const [commentType, setCommentType] = useState(refusedValues.commentType ?? "general");
  const [text, setText] = useState(refusedValues.comment ?? "");
  const { errors, setErrors, validate } = useSchemaForm(addCommentSchema, toComment);
  const sending = fetcher.state !== "idle";
  const sentText = useRef("");
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  // Each answer once: on success clear what was sent, not anything typed while it was sending.
  useEffect(() => {
    if (!answered?.ok) return;
    setText((current) => (current === sentText.current ? "" : current));
    onAddedRef.current?.(answered.value);
  }, [answered]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    if (!validate({ comment: text, commentType }).ok) return event.preventDefault();
    sentText.current = text;
    // Valid: the fetcher sends it (fetcher.Form's own submit handler).
  };

  const result = sending ? undefined : (answered ?? posted);
  const refusal = result && !result.ok ? result : null;
  const error = errors.comment ?? refusal?.fieldErrors.comment ?? null;

  return (
    <fetcher.Form
      method="post"
      action={`/documents/${documentId}/comments`}
      onSubmit={submit}
      noValidate
      className="space-y-3"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <h3 className="text-sm font-semibold">Add a comment</h3>
      {refusal && !hasFieldErrors(refusal.fieldErrors) ? (
        <Notice tone="error" title="Failed to Add Comment">
          {refusal.message}
        </Notice>
      ) : null}
      {posted?.ok ? <Notice tone="success">Your comment was added.</Notice> : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${id}-type`} className={labelStyles}>
            Type
          </label>
          <select
            id={`${id}-type`}
            name="commentType"
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
            name="comment"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (errors.comment) setErrors({});
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
    </fetcher.Form>
  );
}
