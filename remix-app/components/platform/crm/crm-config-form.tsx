import {
  type CrmAuthFlow,
  type CrmConfigDto,
  crmConfigBody,
  MAX_SYNC_FREQUENCY_HOURS,
  MIN_SYNC_FREQUENCY_HOURS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { useSchemaForm } from "../../ui/use-schema-form";
import { saveCrmConfig } from "./crm-api";

type SecretName = "clientSecret" | "password" | "securityToken";
const SECRET_LABELS: Record<SecretName, string> = {
  clientSecret: "Client secret",
  password: "Password",
  securityToken: "Security token",
};

/**
 * The Configuration tab. Secrets are write-only: the form shows whether each is stored and takes a
 * new value to replace it (left empty, the stored one stays); 'Remove' clears one.
 */
export function CrmConfigForm({
  config,
  onSaved,
}: {
  config: CrmConfigDto;
  onSaved: (next: CrmConfigDto) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(crmConfigBody);
  const [saving, setSaving] = useState(false);
  const [authFlow, setAuthFlow] = useState<CrmAuthFlow>(config.authFlow);
  const [loginUrl, setLoginUrl] = useState(config.loginUrl);
  const [apiVersion, setApiVersion] = useState(config.apiVersion);
  const [clientId, setClientId] = useState(config.clientId);
  const [username, setUsername] = useState(config.username);
  const [secrets, setSecrets] = useState<Record<SecretName, string>>({
    clientSecret: "",
    password: "",
    securityToken: "",
  });
  const [clear, setClear] = useState<SecretName[]>([]);
  const [isEnabled, setEnabled] = useState(config.isEnabled);
  const [autoSync, setAutoSync] = useState(config.autoSync);
  const [frequency, setFrequency] = useState(String(config.syncFrequencyHours));

  const stored: Record<SecretName, boolean> = {
    clientSecret: config.clientSecretSet,
    password: config.passwordSet,
    securityToken: config.securityTokenSet,
  };
  const secretNames: SecretName[] =
    authFlow === "password" ? ["clientSecret", "password", "securityToken"] : ["clientSecret"];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      provider: "salesforce" as const,
      authFlow,
      loginUrl: loginUrl.trim(),
      apiVersion: apiVersion.trim(),
      clientId,
      username: authFlow === "password" ? username : "",
      ...Object.fromEntries(secretNames.filter((name) => secrets[name]).map((name) => [name, secrets[name]])),
      clear,
      isEnabled,
      autoSync,
      syncFrequencyHours: frequency,
    };
    if (!form.validate(body).ok) return;
    setSaving(true);
    try {
      const saved = await saveCrmConfig(body);
      setSecrets({ clientSecret: "", password: "", securityToken: "" });
      setClear([]);
      setFrequency(String(saved.syncFrequencyHours));
      onSaved(saved);
      toast({ title: "Configuration Saved", variant: "success" });
    } catch (error) {
      form.showServerErrors(error);
      reportFailure(error, { title: "Save Failed", description: "Failed to save CRM configuration." });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
              name={`${id}-flow`}
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
          error={form.errors.loginUrl}
          hint="https://login.salesforce.com, https://test.salesforce.com for a sandbox, or your My Domain URL."
        >
          {(control) => (
            <input
              {...control}
              type="url"
              value={loginUrl}
              onChange={(e) => setLoginUrl(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-version`} label="API version" error={form.errors.apiVersion}>
          {(control) => (
            <input
              {...control}
              value={apiVersion}
              onChange={(e) => setApiVersion(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-client`} label="Client id (consumer key)" error={form.errors.clientId}>
          {(control) => (
            <input
              {...control}
              value={clientId}
              autoComplete="off"
              onChange={(e) => setClientId(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        {authFlow === "password" ? (
          <FormField id={`${id}-username`} label="Username" error={form.errors.username}>
            {(control) => (
              <input
                {...control}
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
                <button
                  type="button"
                  className={smallButtonStyles.secondary}
                  onClick={() => setClear((c) => [...c, name])}
                >
                  Remove {SECRET_LABELS[name].toLowerCase()}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <Switch checked={isEnabled} onChange={setEnabled}>
          Enabled
        </Switch>
        <Switch checked={autoSync} onChange={setAutoSync}>
          Auto sync
        </Switch>
        <div className="w-48">
          <FormField
            id={`${id}-frequency`}
            label="Sync frequency (hours)"
            hint={`${MIN_SYNC_FREQUENCY_HOURS}–${MAX_SYNC_FREQUENCY_HOURS}; anything else becomes 24.`}
          >
            {(control) => (
              <input
                {...control}
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
    </form>
  );
}
