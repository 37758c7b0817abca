import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CheckCircleIcon, CloseIcon, CrossCircleIcon, InfoIcon } from "./icons";

// One toast at a time (a new one replaces the current), each shown for 5 seconds.

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const lastId = useRef(0);

  const toast = useCallback((input: ToastInput) => {
    lastId.current += 1;
    setCurrent({ ...input, id: lastId.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(
      () => setCurrent((shown) => (shown?.id === current.id ? null : shown)),
      TOAST_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider> (root.tsx provides it).");
  return api;
}

const variantStyles: Record<ToastVariant, string> = {
  default:
    "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  destructive: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
};

const variantIcons: Record<ToastVariant, typeof InfoIcon> = {
  default: InfoIcon,
  success: CheckCircleIcon,
  destructive: CrossCircleIcon,
};

/**
 * Two live regions stay mounted so screen readers announce toasts (errors assertively). They carry
 * aria-live only, no role, so an empty region is never mistaken for a status or alert on the page.
 */
function ToastViewport({ toast, onDismiss }: { toast: ShownToast | null; onDismiss: () => void }) {
  const urgent = toast?.variant === "destructive";
  const card = toast ? <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} /> : null;
  const viewport = useRef<HTMLDivElement>(null);
  // A manual popover lives in the browser's top layer; showing it again after a modal <dialog>
  // opened puts the toast above that dialog and its backdrop instead of behind them.
  useEffect(() => {
    viewport.current?.setAttribute("popover", "manual");
  }, []);
  useEffect(() => {
    const element = viewport.current;
    if (!toast || !element?.showPopover) return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [toast]);
  return (
    <div
      ref={viewport}
      className="pointer-events-none fixed inset-x-0 top-0 bottom-auto z-50 m-0 flex w-auto justify-center overflow-visible border-0 bg-transparent p-4 sm:justify-end [&:not(:popover-open)]:flex"
    >
      <div aria-live="polite" aria-atomic="true">
        {urgent ? null : card}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {urgent ? card : null}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const variant = toast.variant ?? "default";
  const VariantIcon = variantIcons[variant];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${variantStyles[variant]}`}
    >
      <VariantIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
