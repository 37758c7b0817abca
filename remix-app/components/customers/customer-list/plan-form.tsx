import {
  type ChangeSubscriptionResponse,
  type CustomerCompanyDto,
  companyTierLabel,
  shownCompanyName,
  type Tier,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { smallButtonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { TierSelect } from "./company-tier";

type PlanResult = FormResult<ChangeSubscriptionResponse>;

/** What the toast (and, without JavaScript, the list's notice) says. */
export const planChangedText = ({ company }: ChangeSubscriptionResponse) =>
  `${shownCompanyName(company)} is now on ${companyTierLabel(company.id, company.subscriptionTier)}.`;

/**
 * A row's plan: a form posted to the Customer List's action (intent change-plan). With JavaScript
 * a choice is sent at once by the row's fetcher — the select shows it and is disabled while it is
 * on its way, a toast answers and Remix reads the list again; a refusal puts the plan back. Without
 * JavaScript the row has a Save button, and the list says the answer above the table.
 */
export function PlanForm({ company, busy }: { company: CustomerCompanyDto; busy: boolean }) {
  const { toast } = useToast();
  const fetcher = useFetcher<PlanResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const name = shownCompanyName(company);
  const sending = fetcher.state !== "idle";
  const chosen = sending ? (fetcher.formData?.get("subscriptionTier") as Tier | null) : null;
  const answered = resultFor(fetcher.data, CUSTOMER_INTENTS.changePlan);

  useEffect(() => {
    if (!answered) return;
    if (answered.ok)
      toast({
        title: "Subscription Updated",
        description: planChangedText(answered.value),
        variant: "success",
      });
    else toast({ title: "Update Failed", description: answered.message, variant: "destructive" });
  }, [answered, toast]);

  return (
    <fetcher.Form ref={formRef} method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value={CUSTOMER_INTENTS.changePlan} />
      <input type="hidden" name="companyId" value={company.id} />
      <TierSelect
        name="subscriptionTier"
        companyId={company.id}
        value={chosen ?? company.subscriptionTier}
        label={`Subscription for ${name}`}
        disabled={busy || sending}
        onChange={(tier) => {
          if (tier === company.subscriptionTier) return;
          const form = new FormData(formRef.current ?? undefined);
          form.set("subscriptionTier", tier);
          fetcher.submit(form, { method: "post" });
        }}
        className="w-56"
      />
      {/* Without JavaScript a choice is sent with this button. */}
      <noscript>
        <button type="submit" className={smallButtonStyles.secondary} aria-label={`Save the plan of ${name}`}>
          Save
        </button>
      </noscript>
    </fetcher.Form>
  );
}
