import {
  type CompanySettingsDto,
  DOMAIN_VERIFICATION_MAILBOXES,
  type DomainVerificationMailbox,
  formatDateTime,
  type PendingDomainDto,
} from "@charterly/domain/contract";
import { useId, useState } from "react";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { fieldStyles, readOnlyFieldStyles } from "../../ui/form-field";
import { cancelDomainClaim, checkDomainDns, sendDomainLink } from "./settings-api";

/** A call whose answer is the settings as they now are, with the toast to show when it succeeds. */
export type DomainChange = (call: () => Promise<CompanySettingsDto>, success: string) => Promise<boolean>;

/**
 * A claimed domain that is not proven yet: "Pending verification", the two ways to prove it (a
 * DNS TXT record, where the server checks DNS; a link mailed to a role address at the domain) and
 * Remove. It lets nobody in until it is proven.
 */
export function PendingDomain({
  pending,
  dnsAvailable,
  saving,
  readOnly,
  onChange,
}: {
  pending: PendingDomainDto;
  dnsAvailable: boolean;
  saving: boolean;
  readOnly: boolean;
  onChange: DomainChange;
}) {
  const id = useId();
  const [mailbox, setMailbox] = useState<DomainVerificationMailbox>("admin");
  const { domain } = pending;
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {domain}
          <Badge tone="amber">Pending verification</Badge>
        </span>
        {readOnly ? null : (
          <button
            type="button"
            className={smallButtonStyles.dangerOutline}
            disabled={saving}
            onClick={() => void onChange(() => cancelDomainClaim(pending.id), `${domain} removed`)}
            aria-label={`Remove ${domain}`}
          >
            Remove
          </button>
        )}
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        Nobody joins through {domain} until you prove that it is your company's.
      </p>
      {dnsAvailable ? (
        <div className="space-y-2">
          <p>Add this TXT record at the domain's DNS provider, then check it:</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <CopyableValue id={`${id}-name`} label="Record name" value={pending.dnsRecordName} />
            <CopyableValue id={`${id}-value`} label="Record value" value={pending.dnsRecordValue} />
          </div>
          {readOnly ? null : (
            <button
              type="button"
              className={smallButtonStyles.secondary}
              disabled={saving}
              onClick={() => void onChange(() => checkDomainDns(pending.id), `${domain} is verified`)}
            >
              Check DNS
            </button>
          )}
        </div>
      ) : null}
      {readOnly ? null : (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void onChange(() => sendDomainLink(pending.id, mailbox), `Link sent to ${mailbox}@${domain}`);
          }}
        >
          <label htmlFor={`${id}-mailbox`}>
            {dnsAvailable ? "Or e-mail" : "E-mail"} a confirmation link to
          </label>
          <span className="inline-flex items-center gap-1">
            <select
              id={`${id}-mailbox`}
              value={mailbox}
              onChange={(event) => setMailbox(event.target.value as DomainVerificationMailbox)}
              className={`${fieldStyles} w-auto py-1`}
            >
              {DOMAIN_VERIFICATION_MAILBOXES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            @{domain}
          </span>
          <button type="submit" className={smallButtonStyles.secondary} disabled={saving}>
            Send link
          </button>
        </form>
      )}
      {pending.emailSentTo && pending.emailSentAt ? (
        <p className="text-slate-600 dark:text-slate-400">
          Link sent to {pending.emailSentTo} on {formatDateTime(pending.emailSentAt)}: someone there opens it
          and confirms.
        </p>
      ) : null}
    </li>
  );
}

function CopyableValue({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className={`${readOnlyFieldStyles} mt-1 font-mono text-xs`}
      />
    </div>
  );
}
