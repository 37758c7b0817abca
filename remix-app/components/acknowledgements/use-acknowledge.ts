import type { AcknowledgementDto } from "@charterly/domain/contract";
import { useCallback, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { useFailureToast } from "../documents/use-failure-toast";
import { useToast } from "../toast";

/**
 * 'I have read this': records the person's acknowledgement of the version they read. A repeat is
 * harmless (the server keeps the first); a version no longer in force answers 409 with
 * 'This document changed; read the new version.', shown as the toast.
 */
export function useAcknowledge(onAcknowledged: (acknowledgement: AcknowledgementDto) => void) {
  const reportFailure = useFailureToast();
  const { toast } = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const acknowledge = useCallback(
    async (documentId: number, version: number) => {
      setBusyId(documentId);
      try {
        const answer = await jsonOf(
          api.documents[":documentId"].acknowledge.$post({
            param: { documentId: String(documentId) },
            json: { version },
          }),
        );
        toast({ title: "Thank you", description: "Your acknowledgement is recorded.", variant: "success" });
        onAcknowledged(answer);
      } catch (error) {
        reportFailure(
          error,
          {
            title: "Not Recorded",
            description: "Your acknowledgement could not be recorded. Please try again.",
          },
          { serverMessageFor: [403, 409] },
        );
      } finally {
        setBusyId(null);
      }
    },
    [onAcknowledged, reportFailure, toast],
  );
  return { acknowledge, busyId };
}
