import {
  authorizedDomainSchema,
  type CompanySettingsDto,
  DOMAIN_ALREADY_LISTED_MESSAGE,
  normalizeDomain,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { PlusIcon, TrashIcon } from "../../documents/document-icons";
import { FormField, fieldStyles } from "../../ui/form-field";
import { type DomainChange, PendingDomain } from "./pending-domain";
import { claimDomain } from "./settings-api";

/**
 * 'Authorized Email Domains': people who sign in with a verified address in one of them join the
 * company as users. Add Domain claims one (non-empty, a real domain, no public mail provider); it
 * stays "Pending verification", letting nobody in, until it is proven (decision 021). Remove takes
 * a verified domain off (the whole list is sent) or drops a pending one.
 */
export function AuthorizedDomains({
  settings,
  saving,
  readOnly,
  onSave,
  onChange,
}: {
  settings: CompanySettingsDto;
  saving: boolean;
  readOnly: boolean;
  onSave: (change: { authorizedDomains: string[] }) => Promise<boolean>;
  onChange: DomainChange;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const domains = settings.authorizedDomains;
  const pending = settings.pendingDomains;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === "") return;
    const parsed = authorizedDomainSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if ([...domains, ...pending.map((p) => p.domain)].includes(parsed.data)) {
      setError(DOMAIN_ALREADY_LISTED_MESSAGE(parsed.data));
      return;
    }
    setError(undefined);
    if (await onChange(() => claimDomain(parsed.data), `${parsed.data} added: pending verification`))
      setTyped("");
  };

  const remove = (domain: string) =>
    void onSave({ authorizedDomains: domains.filter((d) => d !== normalizeDomain(domain)) });

  return (
    <div className="space-y-4">
      {domains.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No authorized domains yet.</p>
      ) : null}
      {domains.length > 0 ? (
        <ul aria-label="Authorized domains" className="flex flex-wrap gap-2">
          {domains.map((domain) => (
            <li
              key={domain}
              className="inline-flex items-center gap-2 rounded-md border border-slate-200 py-1 pr-1 pl-3 text-sm dark:border-slate-700"
            >
              {domain}
              {readOnly ? null : (
                <button
                  type="button"
                  className={smallButtonStyles.dangerOutline}
                  disabled={saving}
                  onClick={() => remove(domain)}
                  aria-label={`Remove ${domain}`}
                >
                  <TrashIcon className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul aria-label="Domains pending verification" className="space-y-3">
          {pending.map((claim) => (
            <PendingDomain
              key={claim.id}
              pending={claim}
              dnsAvailable={settings.dnsVerificationAvailable}
              saving={saving}
              readOnly={readOnly}
              onChange={onChange}
            />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <form noValidate onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <FormField id={`${id}-domain`} label="Domain" error={error}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  maxLength={253}
                  onChange={(event) => setTyped(event.target.value)}
                  placeholder="example.com"
                  className={fieldStyles}
                />
              )}
            </FormField>
          </div>
          <button
            type="submit"
            className={`${buttonStyles.secondary} sm:mt-6`}
            disabled={saving || typed.trim() === ""}
          >
            <PlusIcon className="size-4" />
            Add Domain
          </button>
        </form>
      )}
    </div>
  );
}
