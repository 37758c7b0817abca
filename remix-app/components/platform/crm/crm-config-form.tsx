import {
  type CrmAuthFlow,
  type CrmConfigDto,
  MAX_SYNC_FREQUENCY_HOURS,
  MIN_SYNC_FREQUENCY_HOURS,
} from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { CRM_INTENTS, crmConfigFromForm, secretNamesFor } from "../../../lib/crm-form";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { crmConfigSchema } from "../../../lib/form-schemas";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { useHydrated } from "../../ui/use-hydrated";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";

type ConfigResult = FormResult<CrmConfigDto>;

type SecretName = "clientSecret" | "password" | "securityToken";
const SECRET_LABELS: Record<SecretName, string> = {
  clientSecret: "Client secret",
  password: "Password",
  securityToken: "Security token",
};

/**
 * The Configuration tab. Secrets are write-only: the form shows whether each is stored and takes a
 * new value to replace it (left empty, the stored one stays); 'Remove' clears one. Posted to the
 * section's action (intent save-crm-config), checked with the API's schema first; with JavaScript
 * the fetcher's state is the pending button and Remix reads the section again after it. Without
 * JavaScript (the only tab shown then) the switches are checkboxes, and the answer is said under
 * the form with the field errors next to their fields.
 */
export function CrmConfigForm({ config }: { config: CrmConfigDto }) {
  const id = useId();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const form = useSchemaForm(crmConfigSchema);
  const fetcher = useFetcher<ConfigResult>();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = resultFor(useActionData<ConfigResult>(), CRM_INTENTS.saveConfig);
  const answered = resultFor(fetcher.data, CRM_INTENTS.saveConfig);
  const saving = fetcher.state !== "idle";
  const typed = (field: string, fallback: string) =>
    posted && !posted.ok ? (posted.values[field] ?? fallback) : fallback;
  const [authFlow, setAuthFlow] = useState<CrmAuthFlow>(
    () => typed("authFlow", config.authFlow) as CrmAuthFlow,
  );
  const [loginUrl, setLoginUrl] = useState(() => typed("loginUrl", config.loginUrl));
  const [apiVersion, setApiVersion] = useState(() => typed("apiVersion", config.apiVersion));
  const [clientId, setClientId] = useState(() => typed("clientId", config.clientId));
  const [username, setUsername] = useState(() => typed("username", config.username));
  const [secrets, setSecrets] = useState<Record<SecretName, string>>({
    clientSecret: "",
    password: "",
    securityToken: "",
  });
  const [clear, setClear] = useState<SecretName[]>([]);
  const [isEnabled, setEnabled] = useState(config.isEnabled);
  const [autoSync, setAutoSync] = useState(config.autoSync);
  const [frequency, setFrequency] = useState(() =>
    typed("syncFrequencyHours", String(config.syncFrequencyHours)),
  );

  const stored: Record<SecretName, boolean> = {
    clientSecret: config.clientSecretSet,
    password: config.passwordSet,
    securityToken: config.securityTokenSet,
  };
  const secretNames = secretNamesFor(authFlow);

  // Each answer once: saved (the typed secrets go, the stored ones show), or why not.
  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      setSecrets({ clientSecret: "", password: "", securityToken: "" });
      setClear([]);
      setFrequency(String(answered.value.syncFrequencyHours));
      toast({ title: "Configuration Saved", variant: "success" });
    } else {
      form.setErrors(answered.fieldErrors);
      toast({ title: "Save Failed", description: answered.message, variant: "destructive" });
    }
  }, [answered, toast, form.setErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving || !form.validate(crmConfigFromForm(new FormData(event.currentTarget))).ok)
      event.preventDefault();
  };
  const errors = hasFieldErrors(form.errors) ? form.errors : posted && !posted.ok ? posted.fieldErrors : {};

  return (
    <fetcher.Form method="post" noValidate onSubmit={submit} className="space-y-4" aria-busy={saving}>
      <input type="hidden" name="intent" value={CRM_INTENTS.saveConfig} />
      {clear.map((name) => (
        <input key={name} type="hidden" name="clear" value={name} />
      ))}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Sign-in flow</legend>
        {(
          [
            ["password", "Username and password (a dedicated integration user)"],
            [
              "client_credentials",
              "Client credentials (runs as the connected app's user; use your My Domain URL)",
            ],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="authFlow"
              value={value}
              checked={authFlow === value}
              onChange={() => setAuthFlow(value)}
            />
            {text}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id={`${id}-login`}
          label="Login URL"
          error={errors.loginUrl}
          hint="https://login.salesforce.com, https://test.salesforce.com for a sandbox, or your My Domain URL."
        >
          {(control) => (
            <input
              {...control}
              name="loginUrl"
              type="url"
              value={loginUrl}
              onChange={(e) => setLoginUrl(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-version`} label="API version" error={errors.apiVersion}>
          {(control) => (
            <input
              {...control}
              name="apiVersion"
              value={apiVersion}
              onChange={(e) => setApiVersion(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-client`} label="Client id (consumer key)" error={errors.clientId}>
          {(control) => (
            <input
              {...control}
              name="clientId"
              value={clientId}
              autoComplete="off"
              onChange={(e) => setClientId(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        {authFlow === "password" ? (
          <FormField id={`${id}-username`} label="Username" error={errors.username}>
            {(control) => (
              <input
                {...control}
                name="username"
                value={username}
                autoComplete="off"
                onChange={(e) => setUsername(e.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
        ) : null}
        {secretNames.map((name) => {
          const removing = clear.includes(name);
          const hint = removing
            ? "Will be removed when you save."
            : stored[name]
              ? "Stored (encrypted). Type a new value to replace it."
              : "Not set.";
          return (
            <div key={name} className="space-y-1">
              <FormField
                id={`${id}-${name}`}
                label={SECRET_LABELS[name]}
                error={form.errors[name]}
                hint={hint}
              >
                {(control) => (
                  <input
                    {...control}
                    name={name}
                    type="password"
                    autoComplete="new-password"
                    value={secrets[name]}
                    placeholder={stored[name] ? "••••••••" : ""}
                    onChange={(e) => setSecrets((current) => ({ ...current, [name]: e.target.value }))}
                    className={fieldStyles}
                  />
                )}
              </FormField>
              {stored[name] && !removing ? (
                hydrated ? (
                  <button
                    type="button"
                    className={smallButtonStyles.secondary}
                    onClick={() => setClear((c) => [...c, name])}
                  >
                    Remove {SECRET_LABELS[name].toLowerCase()}
                  </button>
                ) : (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="clear" value={name} />
                    Remove {SECRET_LABELS[name].toLowerCase()}
                  </label>
                )
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <OnOff
          name="isEnabled"
          label="Enabled"
          checked={isEnabled}
          onChange={setEnabled}
          hydrated={hydrated}
        />
        <OnOff
          name="autoSync"
          label="Auto sync"
          checked={autoSync}
          onChange={setAutoSync}
          hydrated={hydrated}
        />
        <div className="w-48">
          <FormField
            id={`${id}-frequency`}
            label="Sync frequency (hours)"
            hint={`${MIN_SYNC_FREQUENCY_HOURS}–${MAX_SYNC_FREQUENCY_HOURS}; anything else becomes 24.`}
          >
            {(control) => (
              <input
                {...control}
                name="syncFrequencyHours"
                type="number"
                min={MIN_SYNC_FREQUENCY_HOURS}
                max={MAX_SYNC_FREQUENCY_HOURS}
                value={frequency}
                onChange={(e) => setFrequency(e.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={saving}>
        {saving ? "Saving…" : "Save Configuration"}
      </button>
      {posted ? (
        posted.ok ? (
          <Notice tone="success" title="Configuration Saved">
            The Salesforce configuration was saved.
          </Notice>
        ) : hasFieldErrors(posted.fieldErrors) ? null : (
          <Notice tone="error" title="Save Failed">
            {posted.message}
          </Notice>
        )
      ) : null}
    </fetcher.Form>
  );
}

/** A switch with its value in the form ("true" when on); without JavaScript a checkbox. */
function OnOff({
  name,
  label,
  checked,
  onChange,
  hydrated,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hydrated: boolean;
}) {
  if (!hydrated)
    return (
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={name} value="true" defaultChecked={checked} />
        {label}
      </label>
    );
  return (
    <>
      <input type="hidden" name={name} value={String(checked)} />
      <Switch checked={checked} onChange={onChange}>
        {label}
      </Switch>
    </>
  );
}
