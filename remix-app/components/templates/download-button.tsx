import { buttonStyles } from "../button-styles";
import { Glyph } from "../icon-sprite";

interface DownloadPdfButtonProps {
  /** Completes the accessible name ("Download PDF for Travel Policy") where several buttons share a page. */
  templateName?: string;
  pending: boolean;
  onClick: () => void;
  variant?: "primary" | "secondary";
  className?: string;
}

/** 'Download PDF', or a disabled 'Downloading...' while the PDF is on its way. */
export function DownloadPdfButton({
  templateName,
  pending,
  onClick,
  variant = "primary",
  className = "",
}: DownloadPdfButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonStyles[variant]} whitespace-nowrap ${className}`}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      <Glyph name="download" className={`size-4 shrink-0 ${pending ? "animate-pulse" : ""}`} />
      {pending ? "Downloading..." : "Download PDF"}
      {templateName ? <span className="sr-only"> for {templateName}</span> : null}
    </button>
  );
}
