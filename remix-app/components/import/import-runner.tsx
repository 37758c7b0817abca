import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DOCUMENT_INTENTS, type DocumentImported } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import type { ActiveImport } from "./use-bulk-import";

/** Where a file is imported: the library route's action, from the library and the Admin Panel alike. */
export const IMPORT_ACTION = "/documents";

/**
 * Sends one file of the bulk import as its own fetcher submission (multipart: intent, file,
 * category) to the library route's action, once, and hands back its answer when it comes. Rendered
 * (keyed by the item) while that file is the one being imported; it shows nothing itself.
 */
export function ImportRunner({
  active,
  onSettled,
}: {
  active: ActiveImport;
  onSettled: (id: number, answer: FormResult<DocumentImported> | null) => void;
}) {
  const { item, category } = active;
  const fetcher = useFetcher<FormResult<DocumentImported>>({ key: `document-import-${item.id}` });
  const sent = useRef(false);
  const busySeen = useRef(false);
  const settled = useRef(false);
  const latest = useRef(onSettled);
  latest.current = onSettled;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const form = new FormData();
    form.append("intent", DOCUMENT_INTENTS.importDocument);
    if (category) form.append("category", category);
    form.append("file", item.file, item.file.name);
    fetcher.submit(form, { method: "post", action: IMPORT_ACTION, encType: "multipart/form-data" });
  }, [fetcher, item, category]);

  useEffect(() => {
    if (fetcher.state !== "idle") {
      busySeen.current = true;
      return;
    }
    if (!busySeen.current || settled.current) return;
    settled.current = true;
    latest.current(item.id, fetcher.data ?? null);
  }, [fetcher.state, fetcher.data, item.id]);

  return null;
}
