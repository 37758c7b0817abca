import { SETTINGS_UPDATE_FAILED_MESSAGE } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FormResult } from "../../../lib/form-result";
import { useToast } from "../../toast";
import { hasFieldErrors } from "../../ui/use-schema-form";

/**
 * One Company Settings form sent by its own fetcher to the route's action (routes/admin.settings.tsx):
 * its state is the form's pending UI, its answer a toast (the success text, or the domain's reason;
 * a field's error stands next to the field instead), and Remix reads the settings again after it.
 * Without JavaScript the same form is a document POST, answered on the page (SettingsPostedAnswer).
 */
export function useSettingsForm<T>({
  success,
  failure = SETTINGS_UPDATE_FAILED_MESSAGE,
  onSaved,
}: {
  /** The success toast's title (and text) for the answer. */
  success: (value: T) => string | { title: string; description: string };
  /** The failure toast's title. */
  failure?: string;
  onSaved?: (value: T) => void;
}) {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<T>>();
  const busy = fetcher.state !== "idle";
  const handled = useRef<FormResult<T> | undefined>(undefined);
  const latest = useRef({ success, failure, onSaved });
  latest.current = { success, failure, onSaved };

  // Each answer once, as soon as it is there: while Remix reads the settings again the form may
  // already be going (a removed domain's row), so it is not waited for.
  const answeredNow = fetcher.state !== "submitting";
  useEffect(() => {
    const result = fetcher.data;
    if (!answeredNow || !result || handled.current === result) return;
    handled.current = result;
    const { success, failure, onSaved } = latest.current;
    if (result.ok) {
      const text = success(result.value);
      toast({ ...(typeof text === "string" ? { title: text } : text), variant: "success" });
      onSaved?.(result.value);
    } else if (!hasFieldErrors(result.fieldErrors ?? {}))
      toast({ title: failure, description: result.message, variant: "destructive" });
  }, [answeredNow, fetcher.data, toast]);

  const result = fetcher.data;
  const fieldErrors: Record<string, string> = !busy && result && !result.ok ? result.fieldErrors : {};
  return { fetcher, busy, fieldErrors };
}
