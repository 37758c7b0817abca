import {
  type CompanySettingsDto,
  type CompanySettingsUpdateInput,
  companySettingsUpdateBody,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { SlackIcon } from "../../icons";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { useSchemaForm } from "../../ui/use-schema-form";
import { sendSlackTestMessage } from "./settings-api";

const TEST_FAILED = { title: "Test Failed", description: "The test message could not be sent." };

/**
 * 'Slack Integration': enabled, the bot token (once saved only its mask is shown: the token never
 * comes back), the channel id, the workspace Slack reported, and 'Send test message'.
 */
export function SlackSettings({
  settings,
  saving,
  readOnly,
  onSave,
}: {
  settings: CompanySettingsDto;
  saving: ReadonlySet<string>;
  readOnly: boolean;
  onSave: (change: CompanySettingsUpdateInput) => Promise<boolean>;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(companySettingsUpdateBody);
  const { slack } = settings;
  const [token, setToken] = useState("");
  const [channel, setChannel] = useState(slack.channelId ?? "");
  const [testing, setTesting] = useState(false);

  const saveField = async (change: CompanySettingsUpdateInput, done: () => void) => {
    const check = form.validate(change);
    if (!check.ok) return;
    if (await onSave(change)) done();
  };

  const saveToken = (event: FormEvent) => {
    event.preventDefault();
    void saveField({ slackBotToken: token.trim() }, () => setToken(""));
  };
  const saveChannel = (event: FormEvent) => {
    event.preventDefault();
    const value = channel.trim();
    void saveField({ slackChannelId: value === "" ? null : value }, () => setChannel(value));
  };

  const test = async () => {
    setTesting(true);
    try {
      const answer = await sendSlackTestMessage();
      toast({
        title: "Test Message Sent",
        description: answer.message || `A test message was posted to ${answer.channelId}.`,
        variant: "success",
      });
    } catch (error) {
      reportFailure(error, TEST_FAILED);
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-4">
        <p className="flex items-center gap-2 text-sm font-medium">
          <SlackIcon className="size-5" />
          {slack.teamName ? `Connected to ${slack.teamName}` : "Not connected"}
          {slack.teamId ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">({slack.teamId})</span>
          ) : null}
        </p>
        <Switch
          checked={slack.enabled}
          label="Slack enabled"
          disabled={readOnly || saving.has("slackEnabled")}
          onChange={(checked) => void onSave({ slackEnabled: checked })}
        >
          {slack.enabled ? "Enabled" : "Disabled"}
        </Switch>
      </div>

      <form noValidate onSubmit={saveToken} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormField
            id={`${id}-token`}
            label="Bot token"
            error={form.errors.slackBotToken}
            hint={
              slack.tokenMask
                ? `Saved: ${slack.tokenMask}. Enter a new token to replace it.`
                : "The Bot User OAuth Token (xoxb-…) from your Slack app; checked with Slack when saved."
            }
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={token}
                readOnly={readOnly}
                onChange={(event) => setToken(event.target.value)}
                placeholder={slack.tokenMask ?? "xoxb-…"}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        {readOnly ? null : (
          <button
            type="submit"
            className={`${buttonStyles.secondary} sm:mt-6`}
            disabled={saving.has("slackBotToken") || token.trim() === ""}
          >
            Save Token
          </button>
        )}
      </form>

      <form noValidate onSubmit={saveChannel} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormField
            id={`${id}-channel`}
            label="Channel ID"
            error={form.errors.slackChannelId}
            hint="In Slack, open the channel's details to copy its id (e.g. C0123456789), and invite the bot."
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={channel}
                readOnly={readOnly}
                onChange={(event) => setChannel(event.target.value)}
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
            disabled={saving.has("slackChannelId") || channel.trim() === (slack.channelId ?? "")}
          >
            Save Channel
          </button>
        )}
      </form>

      {readOnly ? null : (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={testing || !slack.tokenMask || !slack.channelId}
          onClick={() => void test()}
        >
          {testing ? "Sending…" : "Send test message"}
        </button>
      )}
    </div>
  );
}
