import {
  DOMAIN_VERIFICATION_MAILBOXES,
  type DomainVerificationMailbox,
  formatDateTime,
  type PendingDomainDto,
} from "@charterly/domain/contract";
import { useId, useRef, useState } from "react";
import { SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { fieldStyles, readOnlyFieldStyles } from "../../ui/form-field";
import { useSettingsForm } from "./use-settings-form";

/**
 * A claimed domain that is not proven yet: "Pending verification", the two ways to prove it (a
 * DNS TXT record, where the server checks DNS; a link mailed to a role address at the domain) and
 * Remove. It lets nobody in until it is proven. Each button is a form posted to the route's action
 * with the claim's id (a claim gone meanwhile is the domain's 404, said in a toast or on the page).
 */
export function PendingDomain({
  pending,
  dnsAvailable,
  readOnly,
}: {
  pending: PendingDomainDto;
  dnsAvailable: boolean;
  readOnly: boolean;
}) {
  const id = useId();
  const { domain } = pending;
  const remove = useSettingsForm({ success: () => `${domain} removed` });
  const check = useSettingsForm({ success: () => `${domain} is verified` });
  const [mailbox, setMailbox] = useState<DomainVerificationMailbox>("admin");
  const sentTo = useRef<string>(mailbox);
  const link = useSettingsForm({ success: () => `Link sent to ${sentTo.current}@${domain}` });
  const busy = remove.busy || check.busy || link.busy;
  const claimId = <input type="hidden" name="claimId" value={pending.id} />;
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {domain}
          <Badge tone="amber">Pending verification</Badge>
        </span>
        {readOnly ? null : (
          <remove.fetcher.Form method="post">
            <input type="hidden" name="intent" value={SETTINGS_INTENTS.cancelDomainClaim} />
            {claimId}
            <button
              type="submit"
              className={smallButtonStyles.dangerOutline}
              disabled={busy}
              aria-label={`Remove ${domain}`}
            >
              Remove
            </button>
          </remove.fetcher.Form>
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
            <check.fetcher.Form method="post">
              <input type="hidden" name="intent" value={SETTINGS_INTENTS.checkDomainDns} />
              {claimId}
              <button type="submit" className={smallButtonStyles.secondary} disabled={busy}>
                {check.busy ? "Checking…" : "Check DNS"}
              </button>
            </check.fetcher.Form>
          )}
        </div>
      ) : null}
      {readOnly ? null : (
        <link.fetcher.Form
          method="post"
          className="flex flex-wrap items-center gap-2"
          onSubmit={() => {
            sentTo.current = mailbox;
          }}
        >
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.sendDomainLink} />
          {claimId}
          <label htmlFor={`${id}-mailbox`}>
            {dnsAvailable ? "Or e-mail" : "E-mail"} a confirmation link to
          </label>
          <span className="inline-flex items-center gap-1">
            <select
              id={`${id}-mailbox`}
              name="mailbox"
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
          <button type="submit" className={smallButtonStyles.secondary} disabled={busy}>
            {link.busy ? "Sending…" : "Send link"}
          </button>
        </link.fetcher.Form>
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
