import type { AppErrorCode } from "@charterly/domain/contract";

// What a route action answers for a form (routes/admin.team.tsx and others): the change's result,
// or why it was refused — the field errors to show next to the fields (also without JavaScript,
// where the page renders the answer) and a message for the form as a whole.

export type FormResult<T> =
  | { ok: true; intent: string; value: T }
  | {
      ok: false;
      intent: string;
      /** The domain's code (AppError), or "invalid_input" for the contract schema's refusal. */
      code: AppErrorCode;
      /** For the form as a whole: the domain's message ("…already has a pending invitation."). */
      message: string;
      /** One message per field. */
      fieldErrors: Record<string, string>;
      /** What was sent, to put back in the fields (a page rendered without JavaScript). */
      values: Record<string, string>;
    };

export type FormFailure = Extract<FormResult<unknown>, { ok: false }>;

/** The result for this intent's form only (a page can hold several forms of one route). */
export function resultFor<T>(result: FormResult<T> | undefined, intent: string): FormResult<T> | undefined {
  return result?.intent === intent ? result : undefined;
}

/** Whether a refusal's message is already said next to one of its fields (not to be said twice). */
export const saidByField = (failure: FormFailure) =>
  Object.values(failure.fieldErrors).includes(failure.message);
