import {
  SETTINGS_UPDATE_FAILED_MESSAGE,
  SETTINGS_UPDATED_MESSAGE,
  type SlackTestResultDto,
} from "@charterly/domain/contract";
import { useActionData } from "@remix-run/react";
import type { FormFailure, FormResult } from "../../../lib/form-result";
import { SET_FIELD, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { Notice } from "../../notice";
import { hasFieldErrors } from "../../ui/use-schema-form";

// A Company Settings form posted before the page's JavaScript ran (a document POST: no toast): the
// route's action data. Only such a submission sets it; with JavaScript the forms' fetchers answer.

const SUCCESS: Record<string, string> = {
  [SETTINGS_INTENTS.save]: SETTINGS_UPDATED_MESSAGE,
  [SETTINGS_INTENTS.claimDomain]: "Domain added: pending verification",
  [SETTINGS_INTENTS.cancelDomainClaim]: "Domain removed",
  [SETTINGS_INTENTS.checkDomainDns]: "Domain verified",
  [SETTINGS_INTENTS.sendDomainLink]: "Confirmation link sent",
  [SETTINGS_INTENTS.testSlack]: "Test Message Sent",
};

const isSettingsIntent = (intent: string) => intent in SUCCESS;

/** The refused post of this form (`intent`, and for a save the setting it names), to show in its fields. */
export function usePostedFailure(intent: string, setting?: string): FormFailure | undefined {
  const result = useActionData<FormResult<unknown>>();
  if (!result || result.ok || result.intent !== intent) return undefined;
  if (setting !== undefined && result.values[SET_FIELD] !== setting) return undefined;
  return result;
}

/** A refused save of this setting. */
export const usePostedSettings = (setting: string) => usePostedFailure(SETTINGS_INTENTS.save, setting);

/** What the posted form did, above the cards: saved, or why not (a field's error stands by the field). */
export function SettingsPostedAnswer() {
  const result = useActionData<FormResult<unknown>>();
  if (!result || typeof result !== "object" || !("intent" in result) || !isSettingsIntent(result.intent))
    return null;
  if (result.ok) {
    const test = result.intent === SETTINGS_INTENTS.testSlack ? (result.value as SlackTestResultDto) : null;
    return (
      <Notice tone="success" title={SUCCESS[result.intent] ?? SETTINGS_UPDATED_MESSAGE}>
        {test ? test.message || `A test message was posted to ${test.channelId}.` : null}
      </Notice>
    );
  }
  if (hasFieldErrors(result.fieldErrors)) return null;
  return (
    <Notice
      tone="error"
      title={result.intent === SETTINGS_INTENTS.testSlack ? "Test Failed" : SETTINGS_UPDATE_FAILED_MESSAGE}
    >
      {result.message}
    </Notice>
  );
}
