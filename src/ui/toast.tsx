import CheckCircle2 from "lucide-react/icons/circle-check";
import XCircle from "lucide-react/icons/circle-x";
import X from "lucide-react/icons/x";
import { useEffect, useSyncExternalStore } from "react";

/** Toasts appear top-right and close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = "success" | "error";
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string) {
  items = [...items, { id: nextId++, kind, message }];
  emit();
}

/** Shows a toast from anywhere (an event handler, a mutation callback). */
export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => items;
const getServerSnapshot = (): ToastItem[] => [];

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  const Icon = item.kind === "success" ? CheckCircle2 : XCircle;
  return (
    <li
      data-toast={item.kind}
      className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${
        item.kind === "success" ? "border-emerald-200" : "border-red-200"
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${item.kind === "success" ? "text-emerald-600" : "text-red-600"}`}
      />
      <p className="flex-1 text-sm text-slate-800">{item.message}</p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label="Dismiss notification"
        className="rounded p-0.5 text-slate-500 hover:text-slate-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The one place toasts render: a polite live region in the top-right corner. Mounted once in the root. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[100]"
    >
      <ol className="flex flex-col gap-2">
        {current.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
