import { authorizedDomainSchema, type CompanySettingsDto, normalizeDomain } from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { PlusIcon, TrashIcon } from "../../documents/document-icons";
import { FormField, fieldStyles } from "../../ui/form-field";

/**
 * 'Authorized Email Domains': people who sign in with a verified address in one of them join the
 * company as users. Add (non-empty, a real domain, no public mail provider) and Remove each send the
 * whole list at once.
 */
export function AuthorizedDomains({
  settings,
  saving,
  readOnly,
  onSave,
}: {
  settings: CompanySettingsDto;
  saving: boolean;
  readOnly: boolean;
  onSave: (change: { authorizedDomains: string[] }) => Promise<boolean>;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const domains = settings.authorizedDomains;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === "") return;
    const parsed = authorizedDomainSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (domains.includes(parsed.data)) {
      setError(`${parsed.data} is already on the list.`);
      return;
    }
    setError(undefined);
    if (await onSave({ authorizedDomains: [...domains, parsed.data] })) setTyped("");
  };

  const remove = (domain: string) =>
    void onSave({ authorizedDomains: domains.filter((d) => d !== normalizeDomain(domain)) });

  return (
    <div className="space-y-4">
      {domains.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No authorized domains yet.</p>
      ) : (
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
      )}
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
