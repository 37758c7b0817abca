import { DOWNLOAD_RESTRICTED_TITLE, NOT_IN_FORCE_DOWNLOAD_MESSAGE } from "@charterly/domain/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { ApiError } from "../../lib/api-client";
import type { DownloadRestriction } from "../../lib/document-display";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  ExportRenderError,
  exportDocumentFile,
  FileSaveError,
} from "../../lib/document-export";
import { Glyph } from "../icon-sprite";
import { useToast } from "../toast";
import { shareStyleNonce } from "../ui/style-nonce";
import { type FailureText, useFailureToast } from "./use-failure-toast";

shareStyleNonce();

const RENDER_FAILURES: Record<ExportFormat, string> = {
  pdf: "Error generating PDF. The document may be too large or contain unsupported characters.",
  docx: "Error generating DOCX file. Please check the document content and try again.",
  txt: "Unable to download the file. Please check your browser permissions and try again.",
};
const SAVE_FAILED = "Unable to download the file. Please check your browser permissions and try again.";

interface DownloadMenuProps {
  documentId: number;
  documentTitle: string;
  /**
   * Set while downloads are refused (the document is not in force: decision 009): the button is
   * disabled, says why in its name and title, and a click shows 'Download Restricted'.
   */
  restriction?: DownloadRestriction | null;
  /** The word an unapproved file is marked with ("DRAFT"): the menu's items say so before the click. */
  marking?: string | null;
}

/**
 * A "Download" menu button offering PDF, DOCX and TXT, rendered in the browser. The menu is a Radix
 * DropdownMenu (decision 025): arrow keys, Home, End, typeahead, Escape and the focus back on the
 * button come from Radix; it sits in a portal, so the scrolling table never clips it.
 */
export function DownloadMenu({ documentId, documentTitle, restriction, marking }: DownloadMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const runExport = useExport(documentTitle);
  const { toast } = useToast();

  const choose = async (format: ExportFormat) => {
    setBusy(format);
    await runExport(documentId, format);
    setBusy(null);
  };

  // Every way of opening (click, Enter, Space, ArrowDown) asks here: while restricted it says why
  // instead, and while exporting it does nothing.
  const onOpenChange = (next: boolean) => {
    if (next && restriction) {
      toast({ title: restriction.title, description: restriction.description, variant: "destructive" });
      return;
    }
    if (next && busy) return;
    setOpen(next);
  };

  const disabledReason = restriction ? `${restriction.title}: ${restriction.description}` : undefined;
  const label = restriction
    ? `Download: ${documentTitle} (${restriction.unavailable})`
    : busy
      ? `Preparing ${busy.toUpperCase()}: ${documentTitle}`
      : `Download: ${documentTitle}`;
  return (
    // Not modal, as the profile menu: a modal one hides the page from screen readers (aria-hidden)
    // while its controls stay focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className="ib"
        aria-label={label}
        title={restriction ? `Download (${restriction.unavailable})` : "Download"}
        // aria-disabled, not disabled: the button keeps the focus while exporting, and while
        // restricted it stays reachable, so the reason can be read.
        aria-disabled={disabledReason || busy ? true : undefined}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-400"
          />
        ) : (
          <Glyph name="download" />
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={`Download ${documentTitle} as`}
          align="end"
          sideOffset={4}
          collisionPadding={4}
          className="z-40 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {EXPORT_FORMATS.map(({ format, label: formatLabel }) => (
            <DropdownMenu.Item
              key={format}
              className="flex w-full cursor-default items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800"
              // The flex layout drops the space between the two texts from the computed name.
              aria-label={marking ? `${formatLabel} (marked ${marking})` : undefined}
              onSelect={() => void choose(format)}
            >
              <Glyph name="download" className="size-4 text-slate-500 dark:text-slate-400" />
              {formatLabel}
              {marking ? (
                <span className="text-xs text-red-700 dark:text-red-300">{`(marked ${marking})`}</span>
              ) : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Runs one export and reports it: 'Export Successful', 'Download Restricted' (a 409: the document
 * left force meanwhile; the server's message says why) or why it failed.
 */
function useExport(documentTitle: string) {
  const { toast } = useToast();
  const reportFailure = useFailureToast();
  return async (documentId: number, format: ExportFormat) => {
    try {
      const fileName = await exportDocumentFile(documentId, format);
      toast({ title: "Export Successful", description: `Saved “${fileName}”.`, variant: "success" });
    } catch (error) {
      const fallback: FailureText = { title: "Export Failed", description: SAVE_FAILED };
      if (error instanceof ExportRenderError) {
        reportFailure(error, { title: "Export Failed", description: RENDER_FAILURES[error.format] });
      } else if (error instanceof FileSaveError) {
        reportFailure(error, fallback);
      } else if (error instanceof ApiError && error.status === 409) {
        reportFailure(
          error,
          { title: DOWNLOAD_RESTRICTED_TITLE, description: NOT_IN_FORCE_DOWNLOAD_MESSAGE },
          { serverMessageFor: [409] },
        );
      } else {
        reportFailure(error, { title: "Export Failed", description: `Could not export “${documentTitle}”.` });
      }
    }
  };
}
