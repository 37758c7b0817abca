import { useCallback, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { failureText } from "../../lib/report-failure";
import { useToast } from "../toast";

export interface TemplatePreview {
  /** The template whose preview dialog is open, if any. */
  openId: number | null;
  /** Full content by template id, kept once loaded (spec §3: fetched lazily, then kept). */
  contents: Readonly<Record<number, string>>;
  open: (templateId: number) => void;
  close: () => void;
}

/**
 * The preview dialog's state. The content is fetched on a template's first preview and kept; until
 * it arrives the dialog reads 'Loading template content...'. If it cannot be loaded the dialog is
 * closed again and 'Preview Failed' is shown (spec §8).
 */
export function useTemplatePreview(): TemplatePreview {
  const { toast } = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const [contents, setContents] = useState<Record<number, string>>({});
  const loaded = useRef(new Set<number>());
  const loading = useRef(new Set<number>());

  const open = useCallback(
    (templateId: number) => {
      setOpenId(templateId);
      if (loaded.current.has(templateId) || loading.current.has(templateId)) return;
      loading.current.add(templateId);
      jsonOf(api.templates[":templateId"].content.$get({ param: { templateId: String(templateId) } }))
        .then(({ content }) => {
          loaded.current.add(templateId);
          setContents((current) => ({ ...current, [templateId]: content ?? "" }));
        })
        .catch((error: unknown) => {
          setOpenId((current) => (current === templateId ? null : current));
          // The spec's text (§8), whatever the server said: a template above the person's plan is
          // shown locked with the plan it needs before anyone clicks, so a refusal here is a failure.
          const text = failureText(
            error,
            { title: "Preview Failed", description: "Failed to load template content." },
            { serverMessage: false },
          );
          toast({ ...text, variant: "destructive" });
        })
        .finally(() => loading.current.delete(templateId));
    },
    [toast],
  );

  const close = useCallback(() => setOpenId(null), []);

  return { openId, contents, open, close };
}
