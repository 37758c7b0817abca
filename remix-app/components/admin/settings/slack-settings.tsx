import {
  type CompanySettingsDto,
  SETTINGS_UPDATED_MESSAGE,
  type SlackTestResultDto,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { companySettingsUpdateSchema } from "../../../lib/form-schemas";
import { SET_FIELD, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { buttonStyles } from "../../button-styles";
import { SlackIcon } from "../../icons";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useHydrated } from "../../ui/use-hydrated";
import { useSchemaForm } from "../../ui/use-schema-form";
import { SettingSwitch } from "./feature-switches";
import { usePostedSettings } from "./settings-posted-answer";
import { useSettingsForm } from "./use-settings-form";

/**
 * 'Slack Integration': enabled, the bot token (once saved only its mask is shown: the token never
 * comes back, not even to a refused form), the channel id, the workspace Slack reported, and 'Send
 * test message'. Each is a form posted to the route's action, also without JavaScript.
 */
export function SlackSettings({ settings, readOnly }: { settings: CompanySettingsDto; readOnly: boolean }) {
  const { slack } = settings;
  return (
    <div className="space-y-5">
      {/* Wraps on a phone: the workspace's name and id beside the switch are wider than 375 px. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm font-medium">
          <SlackIcon className="size-5" />
          {slack.teamName ? `Connected to ${slack.teamName}` : "Not connected"}
          {slack.teamId ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">({slack.teamId})</span>
          ) : null}
        </p>
        <SettingSwitch
          field="slackEnabled"
          checked={slack.enabled}
          label="Slack enabled"
          readOnly={readOnly}
          text={(on) => (on ? "Enabled" : "Disabled")}
        />
      </div>
      <TokenForm tokenMask={slack.tokenMask} readOnly={readOnly} />
      <ChannelForm channelId={slack.channelId} readOnly={readOnly} />
      {readOnly ? null : <TestMessage ready={Boolean(slack.tokenMask && slack.channelId)} />}
    </div>
  );
}

function TokenForm({ tokenMask, readOnly }: { tokenMask: string | null; readOnly: boolean }) {
  const id = useId();
  const form = useSchemaForm(companySettingsUpdateSchema);
  const [token, setToken] = useState("");
  const { fetcher, busy, fieldErrors } = useSettingsForm({
    success: () => SETTINGS_UPDATED_MESSAGE,
    onSaved: () => setToken(""),
  });
  const posted = usePostedSettings("slackBotToken");
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy || !form.validate({ slackBotToken: token.trim() }).ok) event.preventDefault();
  };
  const error = busy
    ? undefined
    : (form.errors.slackBotToken ?? fieldErrors.slackBotToken ?? posted?.fieldErrors.slackBotToken);

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.save} />
      <input type="hidden" name={SET_FIELD} value="slackBotToken" />
      <div className="min-w-0 flex-1">
        <FormField
          id={`${id}-token`}
          label="Bot token"
          error={error}
          hint={
            tokenMask
              ? `Saved: ${tokenMask}. Enter a new token to replace it.`
              : "The Bot User OAuth Token (xoxb-…) from your Slack app; checked with Slack when saved."
          }
        >
          {(control) => (
            <input
              {...control}
              name="slackBotToken"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              readOnly={readOnly}
              onChange={(event) => {
                setToken(event.target.value);
                form.setErrors({});
              }}
              placeholder={tokenMask ?? "xoxb-…"}
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      {readOnly ? null : (
        <button
          type="submit"
          className={`${buttonStyles.secondary} sm:mt-6`}
          // Empty, there is nothing to save; without JavaScript nothing could enable the button again.
          disabled={busy || (hydrated && token.trim() === "")}
        >
          {busy ? "Saving…" : "Save Token"}
        </button>
      )}
    </fetcher.Form>
  );
}

function ChannelForm({ channelId, readOnly }: { channelId: string | null; readOnly: boolean }) {
  const id = useId();
  const form = useSchemaForm(companySettingsUpdateSchema);
  const posted = usePostedSettings("slackChannelId");
  const saved = channelId ?? "";
  const [channel, setChannel] = useState(posted?.values.slackChannelId ?? saved);
  // Newer settings read by the loader (after a save) replace what the field shows.
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    setChannel(saved);
  }
  const { fetcher, busy, fieldErrors } = useSettingsForm({ success: () => SETTINGS_UPDATED_MESSAGE });
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const value = channel.trim();
    if (busy || !form.validate({ slackChannelId: value === "" ? null : value }).ok) event.preventDefault();
  };
  const error = busy
    ? undefined
    : (form.errors.slackChannelId ?? fieldErrors.slackChannelId ?? posted?.fieldErrors.slackChannelId);

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.save} />
      <input type="hidden" name={SET_FIELD} value="slackChannelId" />
      <div className="min-w-0 flex-1">
        <FormField
          id={`${id}-channel`}
          label="Channel ID"
          error={error}
          hint="In Slack, open the channel's details to copy its id (e.g. C0123456789), and invite the bot."
        >
          {(control) => (
            <input
              {...control}
              name="slackChannelId"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={channel}
              readOnly={readOnly}
              onChange={(event) => {
                setChannel(event.target.value);
                form.setErrors({});
              }}
              placeholder="C0123456789"
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      {readOnly ? null : (
        <button
          type="submit"
          className={`${buttonStyles.secondary} sm:mt-6`}
          // Unchanged, there is nothing to save; without JavaScript nothing could enable the button again.
          disabled={busy || (hydrated && channel.trim() === saved)}
        >
          {busy ? "Saving…" : "Save Channel"}
        </button>
      )}
    </fetcher.Form>
  );
}

/** 'Send test message': posted to the saved channel with the saved token. */
function TestMessage({ ready }: { ready: boolean }) {
  const { fetcher, busy } = useSettingsForm<SlackTestResultDto>({
    success: (answer) => ({
      title: "Test Message Sent",
      description: answer.message || `A test message was posted to ${answer.channelId}.`,
    }),
    failure: "Test Failed",
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.testSlack} />
      <button type="submit" className={buttonStyles.secondary} disabled={busy || !ready}>
        {busy ? "Sending…" : "Send test message"}
      </button>
    </fetcher.Form>
  );
}
