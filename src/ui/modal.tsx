import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useId, useRef } from "react";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel (width). */
  className?: string;
  /**
   * When given, a wish to close (Escape, the Close button, a click outside the panel) calls this
   * instead of closing, and the owner decides: a form with unsaved changes asks first
   * (src/ui/admin/unsaved-changes.tsx).
   */
  onDismiss?: () => void;
  /**
   * Rendered open on the server (a page answering a form posted without JavaScript): the HTML
   * shows the dialog; once scripts run it becomes modal like any other.
   */
  startOpen?: boolean;
}

/**
 * An accessible modal on the native <dialog>: focus moves inside on open, Tab stays inside,
 * Escape and the close button close it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className = "max-w-lg",
  onDismiss,
  startOpen = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const startedOpen = useRef(startOpen);
  /** The close of that change is not the visitor's. */
  const skipClose = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && dialog.open && startedOpen.current) {
      // Open in the server's HTML (startOpen): made modal, as opened by a click.
      // Focus stays where the visitor had put it (showModal would move it to the first control).
      startedOpen.current = false;
      skipClose.current = true;
      const focused = document.activeElement;
      dialog.close();
      dialog.showModal();
      if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
    } else if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onNativeClose = () => {
      if (skipClose.current) {
        skipClose.current = false;
        return;
      }
      // A close the owner did not ask for (the browser may refuse to cancel a repeated Escape):
      // the dialog stays and the owner is asked, as for any other wish to close.
      if (openRef.current && dismissRef.current) {
        dialog.showModal();
        dismissRef.current();
        return;
      }
      openerRef.current?.focus();
      onClose();
    };
    // Escape fires "cancel" then "close"; both paths end in onClose once.
    const onCancel = (event: Event) => {
      if (!dismissRef.current) return;
      event.preventDefault();
      dismissRef.current();
    };
    // A click on the backdrop lands on the <dialog> itself (the panel inside covers the rest);
    // a press that started inside the panel and ended outside is not one.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop && dismissRef.current) dismissRef.current();
      pressedOnBackdrop = false;
    };
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      open={startOpen || undefined}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60 ${className}`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-ink">
              {title}
            </h2>
            {/* A dialog form: the button closes the dialog without JavaScript too. */}
            <form method="dialog">
              <button
                type="submit"
                onClick={(event) => {
                  event.preventDefault();
                  if (dismissRef.current) dismissRef.current();
                  else dialogRef.current?.close();
                }}
                aria-label="Close"
                className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </form>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
