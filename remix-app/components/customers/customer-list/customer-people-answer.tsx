import type { CompanyUserDto, CustomerActivationResponse } from "@charterly/domain/contract";
import { useActionData } from "@remix-run/react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { isAsked } from "../../../lib/team-intents";
import { Question, TeamQuestion } from "../../admin/team/team-question";
import { Notice } from "../../notice";
import { activationText, deactivateQuestion } from "./company-users";

/**
 * An opened row's change posted before the page's JavaScript ran, above the list (the row may be
 * gone): the Team Members tab's question or answer for a role, a removal, a reset or a
 * verification (TeamQuestion), and a deactivation asked first, or its outcome. With JavaScript
 * nothing shows here: the dialogs ask and toasts answer.
 */
export function CustomerPeopleAnswer({
  users,
  companyOf,
  cancelHref,
}: {
  /** The opened rows' people, deactivated ones too. */
  users: readonly CompanyUserDto[];
  companyOf: (userId: number | null) => string;
  cancelHref: string;
}) {
  const result = useActionData<FormResult<unknown>>();
  if (result?.intent !== CUSTOMER_INTENTS.deactivate && result?.intent !== CUSTOMER_INTENTS.reactivate)
    return <TeamQuestion users={users} companyOf={companyOf} cancelHref={cancelHref} />;
  if (!result.ok)
    return (
      <Notice tone="error" title="Update Failed">
        {result.message}
      </Notice>
    );
  if (isAsked(result.value)) {
    const { userId } = result.value;
    const target = users.find((user) => user.id === userId);
    if (!target)
      return (
        <Notice tone="error" title="Update Failed">
          This person is no longer in the company.
        </Notice>
      );
    return (
      <Question
        title="Deactivate this user?"
        intent={CUSTOMER_INTENTS.deactivate}
        user={target}
        cancelHref={cancelHref}
        confirmLabel="Deactivate"
        destructive
      >
        <p>{deactivateQuestion(target)}</p>
      </Question>
    );
  }
  const text = activationText(result.value as CustomerActivationResponse);
  return (
    <Notice tone="success" title={text.title}>
      {text.description}
    </Notice>
  );
}
