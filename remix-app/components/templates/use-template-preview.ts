import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { loader as previewLoader } from "../../routes/templates_.$templateId.preview";
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
 * The preview dialog's state. Opening a template's preview the first time loads its preview route
 * (/templates/:id/preview) with a fetcher; until it answers the dialog reads 'Loading template
 * content...'. The text is then kept with the template for the life of the page (a template's text
 * is "fetched lazily and then kept"), so opening it again shows it at once without a request. If the
 * route refuses (a template gone meanwhile) the dialog is closed again and 'Preview Failed' is
 * shown (spec §8), whatever the refusal said.
 */
export function useTemplatePreview(): TemplatePreview {
  const { toast } = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const [texts, setTexts] = useState<ReadonlyMap<number, string>>(() => new Map());
  const fetcher = useFetcher<typeof previewLoader>();
  const { load } = fetcher;
  // The template the fetcher's last load was for: its answer carries no id when refused.
  const requested = useRef<number | null>(null);
  const openRef = useRef<number | null>(null);
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || requested.current === null) return;
    const templateId = requested.current;
    requested.current = null;
    const { read } = fetcher.data;
    if (read) {
      setTexts((kept) => new Map(kept).set(read.id, read.content));
      return;
    }
    if (openRef.current !== templateId) return;
    openRef.current = null;
    setOpenId(null);
    toast({
      title: "Preview Failed",
      description: "Failed to load template content.",
      variant: "destructive",
    });
  }, [fetcher.state, fetcher.data, toast]);

  const open = useCallback(
    (templateId: number) => {
      openRef.current = templateId;
      setOpenId(templateId);
      if (textsRef.current.has(templateId) || requested.current === templateId) return;
      requested.current = templateId;
      load(templatePreviewHref(templateId));
    },
    [load],
  );

  const close = useCallback(() => {
    openRef.current = null;
    setOpenId(null);
  }, []);

  return { openId, content: openId === null ? undefined : texts.get(openId), open, close };
}
