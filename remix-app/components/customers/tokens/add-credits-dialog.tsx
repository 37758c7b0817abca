import {
  ADD_CREDITS_DEFAULT,
  ADD_CREDITS_MAX,
  ADD_CREDITS_MIN,
  addCreditsBody,
  formatCount,
  type PlatformCompanyBalanceDto,
  tokenCount,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useInitialFocus } from "../../ui/use-initial-focus";
import { checkWithSchema, useSchemaForm } from "../../ui/use-schema-form";
import { FormDialog } from "../form-dialog";
import { TextInputField } from "../text-input-field";
import { addCredits } from "./tokens-api";

const ADD_FAILED: FailureText = { title: "Failed to Add Credits", description: "Please try again." };

/** The amount field's number; an empty field counts as 1 (spec §5). */
export const creditAmount = (text: string) => (text.trim() === "" ? ADD_CREDITS_MIN : Number(text));

/**
 * 'Add Credits' for one company: 1–1000 tokens (10 to start), a description and the invoice
 * number they were paid with — the button stays disabled until the three are valid.
 */
export function AddCreditsDialog({
  company,
  onClose,
  onAdded,
}: {
  company: PlatformCompanyBalanceDto | null;
  onClose: () => void;
  onAdded: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const amountRef = useRef<HTMLInputElement>(null);
  useInitialFocus(amountRef, company !== null);
  const [amount, setAmount] = useState(String(ADD_CREDITS_DEFAULT));
  const [description, setDescription] = useState("");
  const [invoiceNumber, setInvoiceNumber] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const { errors, validate, showServerErrors, setErrors } = useSchemaForm(addCreditsBody);

  useEffect(() => {
    if (!company) return;
    setAmount(String(ADD_CREDITS_DEFAULT));
    setDescription("");
    setInvoiceNumber("");
    setFailure(null);
    setErrors({});
  }, [company, setErrors]);

  const input = { amount: creditAmount(amount), description, invoiceNumber };
  const ready = checkWithSchema(addCreditsBody, input);
  // The amount's range is told as it is typed; blank text fields only keep the button disabled.
  const amountProblem = ready.ok ? undefined : ready.errors.amount;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!company || busy) return;
    const check = validate(input);
    if (!check.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await addCredits(company.id, check.data);
      toast({
        title: "Credits Added",
        description: `${tokenCount(check.data.amount)} added to ${company.name}; the balance is now ${formatCount(result.company.balance)}.${
          result.upgradedToPerDocument ? ` ${company.name} is now on Pay Per Use.` : ""
        }`,
        variant: "success",
      });
      onAdded();
      onClose();
    } catch (error) {
      setFailure(reportFailure(error, ADD_FAILED));
      showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      formId={`${id}-form`}
      open={company !== null}
      onClose={onClose}
      title="Add Credits"
      description={
        company
          ? `${company.name} has ${tokenCount(company.balance)}.${
              company.tier === "freemium" ? " Receiving credits moves it to Pay Per Use." : ""
            }`
          : undefined
      }
      size="max-w-md"
      busy={busy}
      submitLabel="Add Credits"
      busyLabel="Adding…"
      submitDisabled={!ready.ok}
      failure={failure}
      onSubmit={submit}
      formClassName="space-y-5"
    >
      <FormField
        id={`${id}-amount`}
        label="Amount"
        required
        hint={`${ADD_CREDITS_MIN} to ${ADD_CREDITS_MAX} tokens.`}
        error={errors.amount ?? amountProblem}
      >
        {(control) => (
          <input
            {...control}
            ref={amountRef}
            type="number"
            inputMode="numeric"
            min={ADD_CREDITS_MIN}
            max={ADD_CREDITS_MAX}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={fieldStyles}
          />
        )}
      </FormField>
      <TextInputField
        id={`${id}-description`}
        label="Description"
        required
        maxLength={500}
        value={description}
        onChange={setDescription}
        placeholder="e.g. Annual token bundle"
        error={errors.description}
      />
      <TextInputField
        id={`${id}-invoice`}
        label="Invoice number"
        required
        hint="Each invoice credits once."
        maxLength={100}
        value={invoiceNumber}
        onChange={setInvoiceNumber}
        placeholder="e.g. INV-2026-0042"
        error={errors.invoiceNumber}
      />
    </FormDialog>
  );
}
