import { DOWNLOAD_RESTRICTED_TITLE, NOT_IN_FORCE_DOWNLOAD_MESSAGE } from "@charterly/domain/contract";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
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
import { type FailureText, useFailureToast } from "./use-failure-toast";

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

/** A "Download" menu button offering PDF, DOCX and TXT, rendered in the browser. */
export function DownloadMenu({ documentId, documentTitle, restriction, marking }: DownloadMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const runExport = useExport(documentTitle);
  const { toast } = useToast();

  // Fixed positioning keeps the menu visible inside the scrolling table. It is measured while
  // hidden (visibility), then placed under (or above) the button, and follows it on scroll.
  useEffect(() => {
    if (!open) return;
    const place = () => {
      if (!buttonRef.current || !menuRef.current) return;
      const button = buttonRef.current.getBoundingClientRect();
      const menu = menuRef.current.getBoundingClientRect();
      const below = button.bottom + 4 + menu.height <= window.innerHeight;
      setPosition({
        top: below ? button.bottom + 4 : Math.max(4, button.top - 4 - menu.height),
        left: Math.max(4, Math.min(button.right - menu.width, window.innerWidth - menu.width - 4)),
      });
    };
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    place();
    document.addEventListener("pointerdown", closeOnOutside);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutside);
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
      setPosition(null);
    };
  }, [open]);

  // Once placed (and so visible), the first item takes the focus.
  const placed = position !== null;
  useEffect(() => {
    if (open && placed) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, placed]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const choose = async (format: ExportFormat) => {
    close(true);
    setBusy(format);
    await runExport(documentId, format);
    setBusy(null);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  const disabledReason = restriction ? `${restriction.title}: ${restriction.description}` : undefined;
  const label = restriction
    ? `Download: ${documentTitle} (${restriction.unavailable})`
    : busy
      ? `Preparing ${busy.toUpperCase()}: ${documentTitle}`
      : `Download: ${documentTitle}`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="ib"
        aria-label={label}
        title={restriction ? `Download (${restriction.unavailable})` : "Download"}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // aria-disabled, not disabled: the button keeps the focus while exporting, and while
        // restricted it stays reachable, so the reason can be read.
        aria-disabled={disabledReason || busy ? true : undefined}
        onClick={() => {
          if (busy) return;
          if (restriction) {
            toast({ title: restriction.title, description: restriction.description, variant: "destructive" });
          } else if (open) close(true);
          else setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open && !disabledReason && !busy) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-400"
          />
        ) : (
          <Glyph name="download" />
        )}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={`Download ${documentTitle} as`}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          style={position ?? { top: 0, left: 0, visibility: "hidden" }}
          className="fixed z-40 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {EXPORT_FORMATS.map(({ format, label: formatLabel }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              // The flex layout drops the space between the two texts from the computed name.
              aria-label={marking ? `${formatLabel} (marked ${marking})` : undefined}
              onClick={() => choose(format)}
            >
              <Glyph name="download" className="size-4 text-slate-500 dark:text-slate-400" />
              {formatLabel}
              {marking ? (
                <span className="text-xs text-red-700 dark:text-red-300">{`(marked ${marking})`}</span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </>
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
