import { useCallback, useEffect, useState } from "react";
import type { loader as previewLoader } from "../../routes/templates_.$templateId.preview";
import { useDocumentRoute } from "../documents/document-page";
import { useToast } from "../toast";

export interface TemplatePreview {
  /** The template whose preview dialog is open, if any. */
  openId: number | null;
  /** Its full text, once its preview route has answered; undefined while it loads. */
  content: string | undefined;
  open: (templateId: number) => void;
  close: () => void;
}

/** The address of a template's preview page, which the dialog loads and a card links to. */
export const templatePreviewHref = (templateId: number) => `/templates/${templateId}/preview`;

/**
 * The preview dialog's state. Opening it loads the template's preview route
 * (/templates/:id/preview) with a fetcher of its own; until it answers the dialog reads 'Loading
 * template content...'. If the route refuses (a template gone meanwhile, above the plan) the dialog
 * is closed again and 'Preview Failed' is shown (spec §8), whatever the refusal said.
 */
export function useTemplatePreview(): TemplatePreview {
  const { toast } = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const fetcher = useDocumentRoute<typeof previewLoader>(
    openId === null ? null : templatePreviewHref(openId),
  );
  const read = fetcher.data?.read?.id === openId ? fetcher.data?.read : null;
  const refused = openId !== null && fetcher.state === "idle" && Boolean(fetcher.data?.refusal);

  useEffect(() => {
    if (!refused) return;
    setOpenId(null);
    toast({
      title: "Preview Failed",
      description: "Failed to load template content.",
      variant: "destructive",
    });
  }, [refused, toast]);

  const close = useCallback(() => setOpenId(null), []);

  return { openId, content: read?.content, open: setOpenId, close };
}
