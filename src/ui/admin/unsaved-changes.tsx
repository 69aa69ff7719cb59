import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useBlocker } from "react-router";
import { Modal } from "#src/ui/modal.tsx";
import { dangerButtonClass, secondaryButtonClass } from "./confirm-dialog.tsx";

// Unsaved work is never lost silently: a back-office form with changes asks before its dialog
// closes (FormDialog) and before the page is left (UnsavedChangesGuard, mounted once by the
// back office's layout: in-app navigation through React Router's blocker, a reload or a closed
// tab through beforeunload). A form says it has changes with useUnsavedChanges(dirty), or through
// AdminForm's `dirty`.

export const unsavedChangesTexts = {
  title: "Discard your changes?",
  message: "What you changed in this form has not been saved.",
  keep: "Keep editing",
  discard: "Discard",
} as const;

/** The forms with changes now (one id each); a router allows one blocker, so one guard reads them all. */
const changedForms = new Set<string>();
const listeners = new Set<() => void>();
function setChanged(id: string, changed: boolean) {
  if (changed === changedForms.has(id)) return;
  if (changed) changedForms.add(id);
  else changedForms.delete(id);
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const hasUnsavedChanges = () => changedForms.size > 0;

/**
 * The session is over (logged out, or the server answered 401): the way to /admin must not be
 * blocked by a question whose "Keep editing" would leave a screen that can save nothing.
 */
export function forgetUnsavedChanges() {
  if (changedForms.size === 0) return;
  changedForms.clear();
  for (const listener of listeners) listener();
}

/** The enclosing FormDialog hears whether the form inside it has changes. */
const DialogChanges = createContext<((id: string, changed: boolean) => void) | null>(null);

/** Asks to close the enclosing FormDialog as its Close button does (a form's own Cancel); null outside one. */
const DialogDismiss = createContext<(() => void) | null>(null);
export const useDismissFormDialog = () => useContext(DialogDismiss);

/** A form's changes: counted by the page guard and by the enclosing FormDialog, until saved or gone. */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  const tellDialog = useContext(DialogChanges);
  useEffect(() => {
    setChanged(id, dirty);
    tellDialog?.(id, dirty);
  }, [id, dirty, tellDialog]);
  useEffect(
    () => () => {
      setChanged(id, false);
      tellDialog?.(id, false);
    },
    [id, tellDialog],
  );
}

/** The question: "Discard your changes?" with Keep editing (also Escape) and Discard. */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  // Discard takes effect once this dialog has closed and given focus back, so the next close
  // (the form's dialog) returns focus to what opened that one.
  const discarding = useRef(false);
  const closed = useCallback(() => {
    if (discarding.current) {
      discarding.current = false;
      onDiscard();
    } else onKeep();
  }, [onDiscard, onKeep]);
  const dialogRef = useRef<HTMLDivElement>(null);
  return (
    <Modal open={open} onClose={closed} title={unsavedChangesTexts.title} className="max-w-md">
      <div ref={dialogRef}>
        <p className="text-slate-700">{unsavedChangesTexts.message}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onKeep} className={secondaryButtonClass}>
            {unsavedChangesTexts.keep}
          </button>
          <button
            type="button"
            onClick={() => {
              discarding.current = true;
              (dialogRef.current?.closest("dialog") as HTMLDialogElement | null)?.close();
            }}
            className={dangerButtonClass}
          >
            {unsavedChangesTexts.discard}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * A form in a dialog (the Modal): closing it with changes (Escape, Close, a click outside) asks
 * first; Keep editing leaves the form as it was, Discard closes it. `onClose` closes it for good
 * (after a save, or a discard).
 */
export function FormDialog({
  open,
  title,
  onClose,
  className,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const [changed, setChangedForms] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const tell = useCallback((id: string, dirty: boolean) => {
    setChangedForms((current) => {
      if (dirty === current.has(id)) return current;
      const next = new Set(current);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const dirty = changed.size > 0;
  const dismiss = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);
  return (
    <>
      <Modal open={open} onClose={onClose} onDismiss={dismiss} title={title} className={className}>
        <DialogChanges.Provider value={tell}>
          <DialogDismiss.Provider value={dismiss}>{children}</DialogDismiss.Provider>
        </DialogChanges.Provider>
      </Modal>
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}

/**
 * Leaving the page with changes asks first: another back-office screen (the blocker; a change of
 * the list's filters on the same screen keeps the form and is not asked about), or a reload, a
 * typed address or a closed tab (the browser's own question, through beforeunload).
 */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(subscribe, hasUnsavedChanges, () => false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return (
    <DiscardChangesDialog
      open={blocker.state === "blocked"}
      onKeep={() => {
        if (blockerRef.current.state === "blocked") blockerRef.current.reset();
      }}
      onDiscard={() => {
        if (blockerRef.current.state === "blocked") blockerRef.current.proceed();
      }}
    />
  );
}
