import {
  ADD_CREDITS_DEFAULT,
  ADD_CREDITS_MAX,
  ADD_CREDITS_MIN,
  type AddCreditsResultDto,
  type addCreditsBody,
  formatCount,
  type PlatformCompanyBalanceDto,
  tokenCount,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { creditAmount, TOKEN_INTENTS } from "../../../lib/customer-intents";
import { addCreditsSchema } from "../../../lib/form-schemas";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { FormField, fieldStyles } from "../../ui/form-field";
import { postedValue, useDialogAction } from "../../ui/use-dialog-action";
import { useInitialFocus } from "../../ui/use-initial-focus";
import { TextInputField } from "../text-input-field";

export { creditAmount };

/** What the success toast (and, without JavaScript, the page's notice) says. */
export function creditsAddedText(companyName: string, result: AddCreditsResultDto) {
  return `${tokenCount(result.transaction.amount)} added to ${companyName}; the balance is now ${formatCount(result.company.balance)}.${
    result.upgradedToPerDocument ? ` ${companyName} is now on Pay Per Use.` : ""
  }`;
}

/**
 * 'Add Credits' for one company: 1–1000 tokens (10 to start), a description and the invoice
 * number they were paid with — with JavaScript the button stays disabled until the three are valid;
 * the route's action (intent add-credits) checks them again and answers each field's message.
 */
export function AddCreditsDialog({
  company,
  onClose,
  closeHref,
}: {
  company: PlatformCompanyBalanceDto | null;
  onClose: () => void;
  closeHref: string;
}) {
  const { toast } = useToast();
  const amountRef = useRef<HTMLInputElement>(null);
  useInitialFocus(amountRef, company !== null);
  const dialog = useDialogAction<typeof addCreditsBody, AddCreditsResultDto>(
    addCreditsSchema,
    TOKEN_INTENTS.addCredits,
    "Failed to Add Credits",
    (result) => {
      toast({
        title: "Credits Added",
        description: creditsAddedText(result.company.name, result),
        variant: "success",
      });
      onClose();
    },
  );
  const { posted, reset } = dialog;
  const [amount, setAmount] = useState(() => postedValue(posted, "amount", String(ADD_CREDITS_DEFAULT)));
  const [description, setDescription] = useState(() => postedValue(posted, "description", ""));
  const [invoiceNumber, setInvoiceNumber] = useState(() => postedValue(posted, "invoiceNumber", ""));

  // Opened (again) with JavaScript: a fresh form.
  useEffect(() => {
    if (!company) return;
    setAmount(String(ADD_CREDITS_DEFAULT));
    setDescription("");
    setInvoiceNumber("");
    reset();
  }, [company, reset]);

  const input = { amount: creditAmount(amount), description, invoiceNumber };
  // Null until the schema has arrived (lib/form-schemas.ts): the button waits for it.
  const ready = dialog.check(input);
  // The amount's range is told as it is typed; blank text fields only keep the button disabled.
  const amountProblem = ready && !ready.ok ? ready.errors.amount : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    dialog.setFailure(null);
    if (!dialog.validate(input).ok) event.preventDefault();
  };

  return (
    <FormDialog
      fetcher={dialog.fetcher}
      intent={TOKEN_INTENTS.addCredits}
      hiddenFields={company ? { companyId: company.id } : {}}
      open={company !== null}
      onClose={onClose}
      closeHref={closeHref}
      title="Add Credits"
      description={
        company
          ? `${company.name} has ${tokenCount(company.balance)}.${
              company.tier === "freemium" ? " Receiving credits moves it to Pay Per Use." : ""
            }`
          : undefined
      }
      size="max-w-md"
      submitLabel="Add Credits"
      busyLabel="Adding…"
      submitDisabled={!ready?.ok}
      failure={dialog.failure}
      onSubmit={submit}
      formClassName="space-y-5"
    >
      <FormField
        id="add-credits-amount"
        label="Amount"
        required
        hint={`${ADD_CREDITS_MIN} to ${ADD_CREDITS_MAX} tokens.`}
        error={dialog.errors.amount ?? amountProblem}
      >
        {(control) => (
          <input
            {...control}
            ref={amountRef}
            name="amount"
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
        id="add-credits-description"
        name="description"
        label="Description"
        required
        maxLength={500}
        value={description}
        onChange={setDescription}
        placeholder="e.g. Annual token bundle"
        error={dialog.errors.description}
      />
      <TextInputField
        id="add-credits-invoice"
        name="invoiceNumber"
        label="Invoice number"
        required
        hint="Each invoice credits once."
        maxLength={100}
        value={invoiceNumber}
        onChange={setInvoiceNumber}
        placeholder="e.g. INV-2026-0042"
        error={dialog.errors.invoiceNumber}
      />
    </FormDialog>
  );
}
