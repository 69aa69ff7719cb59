import { Modal } from "#src/ui/modal.tsx";

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this client?' (the feature's texts). */
  message: string;
  busy: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The back office's confirmation, never window.confirm: a modal dialog (focus moves in, Escape
 * cancels, focus returns to the button that opened it) whose confirm button shows the busy text.
 */
export function ConfirmDialog({
  open,
  message,
  busy,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Please confirm" className="max-w-md">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={dangerButtonClass}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60";
export const smallDangerButtonClass =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-red-200 bg-white px-2.5 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60";
