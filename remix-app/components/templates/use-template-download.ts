import { useCallback, useRef, useState } from "react";
import { failureText } from "../../lib/report-failure";
import { useToast } from "../toast";
import { downloadTemplatePdf } from "./download-template";

export interface TemplateDownloads {
  download: (template: { id: number; name: string }) => Promise<void>;
  /** True while this template's PDF is on its way (its buttons read 'Downloading...'). */
  isDownloading: (templateId: number) => boolean;
}

/** Template PDF downloads with the pending state and the toasts of spec §4 and §8. */
export function useTemplateDownload(): TemplateDownloads {
  const { toast } = useToast();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  // Guards against a second click before React has re-rendered the disabled button.
  const inFlight = useRef(new Set<number>());

  const setPendingFor = useCallback((id: number, on: boolean) => {
    if (on) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setPending(new Set(inFlight.current));
  }, []);

  const download = useCallback(
    async (template: { id: number; name: string }) => {
      if (inFlight.current.has(template.id)) return;
      setPendingFor(template.id, true);
      try {
        await downloadTemplatePdf(template);
        toast({
          title: "Template Downloaded",
          description: "Your policy template has been downloaded as a PDF.",
          variant: "success",
        });
      } catch (error) {
        const text = failureText(error, {
          title: "Download Failed",
          description: "Failed to download template. Please try again.",
        });
        toast({ ...text, variant: "destructive" });
      } finally {
        setPendingFor(template.id, false);
      }
    },
    [toast, setPendingFor],
  );

  const isDownloading = useCallback((templateId: number) => pending.has(templateId), [pending]);

  return { download, isDownloading };
}
