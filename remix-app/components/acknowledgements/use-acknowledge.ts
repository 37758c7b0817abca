import type { AcknowledgementDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { DASHBOARD_ACTION, DASHBOARD_INTENTS } from "../../lib/dashboard-intents";
import type { FormResult } from "../../lib/form-result";
import { useToast } from "../toast";

/** Refusals whose own message says what to do ('This document changed; read the new version.'). */
const SAID_AS_IS = new Set(["forbidden", "conflict", "not_found"]);

/**
 * 'I have read this': posts the version the person read to the dashboard's route action
 * (lib/acknowledgement-actions.server.ts). The fetcher's state is the pending UI (`busyId`); the
 * answer is the toast; Remix then reads the page's loaders again (the 'To read' list loses the
 * document). A repeat is harmless (the server keeps the first); a version no longer in force
 * answers 409 with 'This document changed; read the new version.'
 */
export function useAcknowledge() {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<AcknowledgementDto>>();
  const submit = fetcher.submit;
  const busyId = fetcher.state === "idle" ? null : Number(fetcher.formData?.get("documentId") ?? -1);
  const acknowledge = useCallback(
    (documentId: number, version: number) =>
      submit(
        { intent: DASHBOARD_INTENTS.acknowledge, documentId: String(documentId), version: String(version) },
        { method: "post", action: DASHBOARD_ACTION },
      ),
    [submit],
  );

  // Each answer once, when it arrives.
  const answered = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || answered.current === result) return;
    answered.current = result;
    if (result.ok) {
      toast({ title: "Thank you", description: "Your acknowledgement is recorded.", variant: "success" });
      return;
    }
    toast({
      title: "Not Recorded",
      description: SAID_AS_IS.has(result.code)
        ? result.message
        : "Your acknowledgement could not be recorded. Please try again.",
      variant: "destructive",
    });
  }, [fetcher.data, fetcher.state, toast]);

  return { acknowledge, busyId };
}
