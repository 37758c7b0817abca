import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { CloseIcon } from "../icons";
import { shareStyleNonce } from "./style-nonce";
import { useReturnFocus } from "./use-return-focus";

shareStyleNonce();

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

/**
 * A modal dialog on Radix Dialog (decision 025): Radix keeps focus inside, gives it back to the
 * opener, hides the page from screen readers and closes on Escape; the close button and Escape call
 * onClose. A click on the backdrop does not close it (as the native <dialog> it replaces), so a
 * stray click never loses what was typed.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "max-w-lg",
}: ModalProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        {/* The overlay holds the content, so a dialog taller than a phone scrolls with it. */}
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 py-4">
          <Dialog.Content
            onPointerDownOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={returnFocus}
            className={`flex max-h-[90vh] w-[calc(100%-2rem)] ${size} flex-col rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
          >
            <ModalBody title={title} description={description} footer={footer}>
              {children}
            </ModalBody>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalBody({
  title,
  description,
  footer,
  children,
}: Pick<ModalProps, "title" | "description" | "footer" | "children">) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsWithoutControls(bodyRef);
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
        <div>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
            </Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-5" />
        </Dialog.Close>
      </div>
      <div
        ref={bodyRef}
        // A long text with nothing to focus in it (a preview) must still scroll from the
        // keyboard: then the body itself takes focus, named by the dialog's title.
        {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": title } : {})}
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
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";

/** Whether the element overflows and holds no control Tab could scroll it with. */
function useScrollsWithoutControls(ref: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
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
  }, [ref]);
  return scrolls;
}
