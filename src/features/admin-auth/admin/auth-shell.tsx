import LockKeyhole from "lucide-react/icons/lock-keyhole";
import type { ReactNode } from "react";
import { company } from "#src/content/company.ts";

/** The frame of the back office's pages before sign-in (a forgotten password, a one-time link). */
export function AuthShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <img src="/brand/logo.svg" alt={company.name} width={165} height={60} className="h-12 w-auto" />
          <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-ink">
            <LockKeyhole aria-hidden="true" className="size-6 text-brand-600" /> {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

export const authCardClass = "space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
