import type { ReleaseDomainResponse } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CUSTOMER_INTENTS, type DomainReleaseAsked } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { CUSTOMERS_BASE } from "../../../lib/platform-sections";
import { CONFIRMED_FIELD } from "../../../lib/team-intents";
import { smallButtonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PostedConfirmation } from "../../ui/posted-confirmation";

/** The words of a release, asked first: the dialog's, and the page's question without JavaScript. */
export const releaseQuestion = (domain: string, companyName: string) =>
  `People who sign in with an @${domain} address will no longer join ${companyName}, and another company can then prove ${domain} as its own. ${companyName}'s people stay where they are.`;

/**
 * An opened Customer List row's proven e-mail domains, each with Release (decision 032): asked
 * first in a dialog, then posted to the section's action with a fetcher (a toast answers and Remix
 * reads the row again); without JavaScript the form posts to the page, which asks
 * (DomainReleaseAnswer).
 */
export function CompanyDomains({
  companyId,
  companyName,
  domains,
}: {
  companyId: number;
  companyName: string;
  domains: readonly string[];
}) {
  const fetcher = useFetcher<FormResult<ReleaseDomainResponse>>();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<string | null>(null);
  const sent = useRef(false);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !sent.current) return;
    sent.current = false;
    const result = fetcher.data;
    if (result.ok) {
      toast({
        title: "Domain Released",
        description: `${result.value.domain} no longer belongs to ${companyName}.`,
        variant: "success",
      });
      setConfirming(null);
    } else {
      toast({ title: "Release Failed", description: result.message, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, toast, companyName]);

  if (domains.length === 0) return null;
  const release = (domain: string) => {
    if (busy) return;
    sent.current = true;
    fetcher.submit(
      {
        intent: CUSTOMER_INTENTS.releaseDomain,
        companyId: String(companyId),
        domain,
        [CONFIRMED_FIELD]: "yes",
      },
      { method: "post", action: `${CUSTOMERS_BASE}/list` },
    );
  };

  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Authorized e-mail domains
      </h3>
      <ul aria-label={`Authorized e-mail domains of ${companyName}`} className="mt-1 space-y-1 text-sm">
        {domains.map((domain) => (
          <li key={domain}>
            <form method="post" className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="companyId" value={companyId} />
              <input type="hidden" name="domain" value={domain} />
              <span className="break-all">{domain}</span>
              <button
                type="submit"
                name="intent"
                value={CUSTOMER_INTENTS.releaseDomain}
                className={smallButtonStyles.dangerOutline}
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault();
                  setConfirming(domain);
                }}
                aria-label={`Release ${domain}`}
              >
                Release
              </button>
            </form>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={`Release ${confirming ?? ""}?`}
        confirmLabel="Release"
        destructive
        busy={busy}
        onConfirm={() => {
          if (confirming) release(confirming);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? releaseQuestion(confirming, companyName) : null}
      </ConfirmDialog>
    </div>
  );
}

/** A release posted before the page's JavaScript ran: the question with its confirming form, or the outcome. */
export function DomainReleaseAnswer({
  companyOf,
  cancelHref,
}: {
  companyOf: (companyId: number) => string;
  cancelHref: string;
}) {
  const result = useActionData<FormResult<DomainReleaseAsked | ReleaseDomainResponse>>();
  if (result?.intent !== CUSTOMER_INTENTS.releaseDomain) return null;
  if (!result.ok)
    return (
      <Notice tone="error" title="Release Failed">
        {result.message}
      </Notice>
    );
  const value = result.value;
  if ("kind" in value) {
    const companyName = companyOf(value.companyId);
    return (
      <PostedConfirmation
        title={`Release ${value.domain}?`}
        fields={{ intent: CUSTOMER_INTENTS.releaseDomain, companyId: value.companyId, domain: value.domain }}
        confirmLabel="Release"
        cancelHref={cancelHref}
      >
        <p>{releaseQuestion(value.domain, companyName)}</p>
      </PostedConfirmation>
    );
  }
  return (
    <Notice tone="success" title="Domain Released">
      {value.domain} no longer belongs to {companyOf(value.companyId)}.
    </Notice>
  );
}
