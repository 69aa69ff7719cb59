import { lazy, Suspense, useCallback, useState } from "react";
import { Modal } from "#src/ui/modal.tsx";
import type { DeveloperCategory } from "../hire-request.schema.ts";

// The form (react-hook-form, zod) is only needed once someone opens the modal, so service
// pages load it then, not with the page (docs/performance.md, first-load budget).
const loadForm = () => import("./hire-request-form.tsx");
const HireRequestForm = lazy(() => loadForm().then((module) => ({ default: module.HireRequestForm })));

interface HireDeveloperButtonProps {
  label: string;
  category?: DeveloperCategory;
  className?: string;
}

/**
 * A hire button and the modal it opens ("closes on success, cancel or close"). The
 * Modal returns focus to this button when it closes.
 */
export function HireDeveloperButton({ label, category, className }: HireDeveloperButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // Start fetching the form as soon as the visitor shows intent.
        onPointerEnter={loadForm}
        onFocus={loadForm}
        className={className}
      >
        {label}
      </button>
      <Modal open={open} onClose={close} title="Hire a developer">
        <p className="mb-4 text-sm text-slate-600">
          Tell us who you need and what you are building. We reply within one working day.
        </p>
        <Suspense fallback={<p className="py-8 text-center text-slate-600">Loading the form…</p>}>
          <HireRequestForm category={category} onSuccess={close} onCancel={close} />
        </Suspense>
      </Modal>
    </>
  );
}
