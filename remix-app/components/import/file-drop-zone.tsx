import { type DragEvent, type RefObject, useId, useRef, useState } from "react";
import { buttonStyles } from "../button-styles";
import { UploadIcon } from "../documents/document-icons";
import { ACCEPTED_EXTENSIONS } from "./import-file-checks";

interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  /** The Choose Files button, for returning focus here. */
  buttonRef?: RefObject<HTMLButtonElement>;
}

/** Drop files here, or choose them with the button (which opens the file picker). */
export function FileDropZone({ onFiles, buttonRef }: FileDropZoneProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    // Dropping is a shortcut; the button does the same for keyboard and screen-reader users.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop target only.
    <div
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`flex flex-col items-center rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
        dragging
          ? "border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/50"
          : "border-slate-300 dark:border-slate-700"
      }`}
    >
      <UploadIcon className="size-8 text-slate-500 dark:text-slate-400" />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Drag and drop files here, or</p>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonStyles.secondary} mt-2`}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        Choose Files
      </button>
      <p id={hintId} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        PDF, DOCX, DOC, TXT or MD, up to 10 MB each. Several at once are fine.
      </p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS}
        aria-label="Add files to import"
        className="hidden"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </div>
  );
}
