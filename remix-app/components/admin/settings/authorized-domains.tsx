import {
  type CompanySettingsDto,
  DOMAIN_ALREADY_LISTED_MESSAGE,
  normalizeDomain,
  SETTINGS_UPDATED_MESSAGE,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { authorizedDomainSchema } from "../../../lib/form-schemas";
import { SET_FIELD, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { PlusIcon, TrashIcon } from "../../documents/document-icons";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useHydrated } from "../../ui/use-hydrated";
import { useLazySchema } from "../../ui/use-schema-form";
import { PendingDomain } from "./pending-domain";
import { usePostedFailure } from "./settings-posted-answer";
import { useSettingsForm } from "./use-settings-form";

/**
 * 'Authorized Email Domains': people who sign in with a verified address in one of them join the
 * company as users. Add Domain claims one (non-empty, a real domain, no public mail provider); it
 * stays "Pending verification", letting nobody in, until it is proven (decision 021). Remove takes
 * a verified domain off (the list that remains is sent) or drops a pending one. Each is a form
 * posted to the route's action, also without JavaScript.
 */
export function AuthorizedDomains({
  settings,
  readOnly,
}: {
  settings: CompanySettingsDto;
  readOnly: boolean;
}) {
  const domains = settings.authorizedDomains;
  const pending = settings.pendingDomains;
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
                <RemoveVerified domain={domain} remaining={domains.filter((d) => d !== domain)} />
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
              readOnly={readOnly}
            />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : <AddDomain listed={[...domains, ...pending.map((claim) => claim.domain)]} />}
    </div>
  );
}

/** A verified domain's Remove: the list without it, saved. */
function RemoveVerified({ domain, remaining }: { domain: string; remaining: readonly string[] }) {
  const { fetcher, busy } = useSettingsForm({ success: () => SETTINGS_UPDATED_MESSAGE });
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.save} />
      <input type="hidden" name={SET_FIELD} value="authorizedDomains" />
      {remaining.map((kept) => (
        <input key={kept} type="hidden" name="authorizedDomains" value={kept} />
      ))}
      <button
        type="submit"
        className={smallButtonStyles.dangerOutline}
        disabled={busy}
        aria-label={`Remove ${domain}`}
      >
        <TrashIcon className="size-3.5" />
      </button>
    </fetcher.Form>
  );
}

/** 'Add Domain': claims it; checked with the contract's schema first. */
function AddDomain({ listed }: { listed: readonly string[] }) {
  const id = useId();
  const posted = usePostedFailure(SETTINGS_INTENTS.claimDomain);
  // Without JavaScript a refused domain comes back in the field, to correct it.
  const [typed, setTyped] = useState(posted?.values.domain ?? "");
  const [error, setError] = useState<string | undefined>();
  const domainSchema = useLazySchema(authorizedDomainSchema);
  const sent = useRef("");
  const { fetcher, busy, fieldErrors } = useSettingsForm({
    success: () => `${sent.current} added: pending verification`,
    onSaved: () => setTyped(""),
  });
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy || typed.trim() === "") return event.preventDefault();
    // Before the schema has arrived the domain is sent as typed; the action checks it.
    if (!domainSchema) {
      setError(undefined);
      sent.current = normalizeDomain(typed);
      return;
    }
    const parsed = domainSchema.safeParse(typed);
    if (!parsed.success) {
      event.preventDefault();
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (listed.includes(parsed.data)) {
      event.preventDefault();
      setError(DOMAIN_ALREADY_LISTED_MESSAGE(parsed.data));
      return;
    }
    setError(undefined);
    sent.current = parsed.data;
    // Valid: the fetcher sends it.
  };

  const shownError = busy ? undefined : (error ?? fieldErrors.domain ?? posted?.fieldErrors.domain);
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.claimDomain} />
      <div className="min-w-0 flex-1">
        <FormField id={`${id}-domain`} label="Domain" error={shownError}>
          {(control) => (
            <input
              {...control}
              name="domain"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              maxLength={253}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
              placeholder="example.com"
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      <button
        type="submit"
        className={`${buttonStyles.secondary} sm:mt-6`}
        // Empty, there is nothing to add; without JavaScript nothing could enable the button again.
        disabled={busy || (hydrated && typed.trim() === "")}
      >
        <PlusIcon className="size-4" />
        Add Domain
      </button>
    </fetcher.Form>
  );
}
