import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../icons";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind max-width class; wide dialogs (preview, compare) pass max-w-4xl. */
  size?: "max-w-md" | "max-w-lg" | "max-w-2xl" | "max-w-4xl";
}

/** A native modal <dialog>: focus stays inside, Escape and the close button call onClose. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "max-w-lg",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scrolls = useScrollsWithoutControls(bodyRef, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[90vh] open:flex w-[calc(100%-2rem)] ${size} flex-col rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div
            ref={bodyRef}
            // A long text with nothing to focus in it (a preview) must still scroll from the
            // keyboard: then the body itself takes focus, named by the dialog's title.
            {...(scrolls ? { tabIndex: 0, role: "region", "aria-labelledby": titleId } : {})}
            className="min-h-0 flex-1 overflow-y-auto p-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
          >
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";

/** Whether the element overflows and holds no control Tab could scroll it with. */
function useScrollsWithoutControls(ref: RefObject<HTMLDivElement | null>, open: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const check = () =>
      setScrolls(element.scrollHeight > element.clientHeight && !element.querySelector(FOCUSABLE));
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    const mutations = new MutationObserver(check);
    mutations.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref, open]);
  return scrolls;
}
