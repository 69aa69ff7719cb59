import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import Loader2 from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";

/** The loading indicator every admin list shows on entry. */
export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

/** The alert-style notice for a server's message or a failed load. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
      {children}
    </p>
  );
}

/** Heading block of an admin screen. */
export function ScreenHeader({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
    </header>
  );
}

/** A white panel holding a form or a list. */
export function Panel({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {title && (
        <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
