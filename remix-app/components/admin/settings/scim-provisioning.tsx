import {
  formatDateTime,
  MAX_SCIM_TOKEN_NAME_LENGTH,
  type ScimTokenCreatedDto,
  type ScimTokenDto,
  type ScimTokensDto,
} from "@charterly/domain/contract";
import { useActionData, useLocation } from "@remix-run/react";
import { useId, useState } from "react";
import type { FormResult } from "../../../lib/form-result";
import { type ScimRevocationAsked, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { Badge } from "../../badges";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { CopyLink } from "../../ui/copy-link";
import { fieldErrorStyles, fieldStyles, labelStyles, readOnlyFieldStyles } from "../../ui/form-field";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { useConfirmation } from "../../ui/use-confirmation";
import { useSettingsForm } from "./use-settings-form";

const revokeQuestion = (name: string) =>
  `Revoke “${name}”? The identity provider that uses it can no longer add, change or deactivate anyone.`;

/**
 * 'Provisioning (SCIM)': the base URL to give the identity provider, the company's tokens (name,
 * created, last used — never the secret), New Token (its secret is shown once, with Copy) and Revoke,
 * asked first. Each is a form posted to the route's action, also without JavaScript.
 */
export function ScimProvisioning({ scim }: { scim: ScimTokensDto }) {
  const id = useId();
  const confirmation = useConfirmation();
  const [secret, setSecret] = useState<ScimTokenCreatedDto | null>(null);
  const create = useSettingsForm<ScimTokenCreatedDto>({
    success: (created) => `Token “${created.token.name}” created`,
    onSaved: setSecret,
  });
  const posted = useActionData<FormResult<ScimTokenCreatedDto | ScimRevocationAsked | unknown>>();
  // Without JavaScript the page's own answer carries the secret.
  const postedSecret =
    posted?.ok && posted.intent === SETTINGS_INTENTS.createScimToken
      ? (posted.value as ScimTokenCreatedDto)
      : null;
  const shown = secret ?? postedSecret;
  const active = scim.tokens.filter((token) => token.revokedAt === null);
  const revoked = scim.tokens.filter((token) => token.revokedAt !== null);

  return (
    <div className="space-y-4 text-sm">
      <div>
        <label htmlFor={`${id}-base`} className={labelStyles}>
          SCIM base URL
        </label>
        <input
          id={`${id}-base`}
          readOnly
          value={scim.baseUrl}
          onFocus={(event) => event.currentTarget.select()}
          className={`${readOnlyFieldStyles} mt-1 font-mono text-xs`}
        />
      </div>
      <RevocationQuestion tokens={scim.tokens} />
      {shown ? (
        <CopyLink
          title={`Token “${shown.token.name}”`}
          description="Copy it into your identity provider now: it is not shown again."
          url={shown.secret}
          noun="token"
          onDismiss={() => setSecret(null)}
        />
      ) : null}
      {active.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No active tokens.</p>
      ) : (
        <ul aria-label="SCIM tokens" className="space-y-2">
          {active.map((token) => (
            <TokenRow key={token.id} token={token} ask={confirmation.ask} />
          ))}
        </ul>
      )}
      {revoked.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
            Revoked tokens ({revoked.length})
          </summary>
          <ul className="mt-2 space-y-1 text-slate-600 dark:text-slate-400">
            {revoked.map((token) => (
              <li key={token.id}>
                {token.name} · revoked {formatDateTime(token.revokedAt ?? token.createdAt)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <create.fetcher.Form method="post" className="space-y-1">
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.createScimToken} />
        <label htmlFor={`${id}-name`} className={labelStyles}>
          New token's name
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={MAX_SCIM_TOKEN_NAME_LENGTH}
            placeholder="Microsoft Entra ID"
            aria-invalid={create.fieldErrors.name ? true : undefined}
            aria-describedby={create.fieldErrors.name ? `${id}-name-error` : undefined}
            className={`${fieldStyles} min-w-0 flex-1`}
          />
          <button type="submit" className={buttonStyles.primary} disabled={create.busy}>
            {create.busy ? "Creating…" : "Create Token"}
          </button>
        </div>
        {create.fieldErrors.name ? (
          <p id={`${id}-name-error`} className={fieldErrorStyles}>
            {create.fieldErrors.name}
          </p>
        ) : null}
      </create.fetcher.Form>
      {confirmation.dialog}
    </div>
  );
}

function TokenRow({ token, ask }: { token: ScimTokenDto; ask: ReturnType<typeof useConfirmation>["ask"] }) {
  const revoke = useSettingsForm({ success: () => `Token “${token.name}” revoked` });
  const askRevoke = async (event: React.MouseEvent) => {
    // With JavaScript the dialog asks; the form then goes confirmed.
    event.preventDefault();
    if (revoke.busy) return;
    const confirmed = await ask({
      title: "Revoke Token",
      message: revokeQuestion(token.name),
      confirmLabel: "Revoke",
      destructive: true,
    });
    if (!confirmed) return;
    revoke.fetcher.submit(
      { intent: SETTINGS_INTENTS.revokeScimToken, tokenId: String(token.id), confirmed: "yes" },
      { method: "post" },
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div>
        <p className="flex items-center gap-2 font-medium">
          {token.name}
          <Badge tone="emerald">Active</Badge>
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Created {formatDateTime(token.createdAt)}
          {token.createdByName ? ` by ${token.createdByName}` : ""} · last used{" "}
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "never"}
        </p>
      </div>
      <revoke.fetcher.Form method="post">
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.revokeScimToken} />
        <input type="hidden" name="tokenId" value={token.id} />
        <button
          type="submit"
          className={smallButtonStyles.dangerOutline}
          disabled={revoke.busy}
          onClick={(event) => void askRevoke(event)}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </button>
      </revoke.fetcher.Form>
    </li>
  );
}

/** A revocation posted before the page's JavaScript ran: the question with its confirming form, or what it did. */
function RevocationQuestion({ tokens }: { tokens: readonly ScimTokenDto[] }) {
  const location = useLocation();
  const result = useActionData<FormResult<ScimRevocationAsked | unknown>>();
  if (!result || typeof result !== "object" || result.intent !== SETTINGS_INTENTS.revokeScimToken)
    return null;
  if (!result.ok)
    return (
      <Notice tone="error" title="Revoke Failed">
        {result.message}
      </Notice>
    );
  const value = result.value as ScimRevocationAsked | { token: ScimTokenDto };
  if ("token" in value)
    return (
      <Notice tone="success" title="Token revoked">
        “{value.token.name}” no longer lets anyone in.
      </Notice>
    );
  const token = tokens.find((t) => t.id === value.tokenId && t.revokedAt === null);
  if (!token)
    return (
      <Notice tone="error" title="Revoke Failed">
        This token is no longer active.
      </Notice>
    );
  return (
    <PostedConfirmation
      inCard
      title="Revoke Token"
      fields={{ intent: SETTINGS_INTENTS.revokeScimToken, tokenId: token.id }}
      confirmLabel="Revoke"
      cancelHref={`${location.pathname}${location.search}`}
    >
      <p>{revokeQuestion(token.name)}</p>
    </PostedConfirmation>
  );
}
