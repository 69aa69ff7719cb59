import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { adminApi } from "#src/lib/admin-api.ts";
import { formatDateTime, zonedDateAndTime, zonedInstant } from "#src/lib/date-time.ts";
import {
  AUTOSAVE_DELAY_MS,
  type DraftAnswer,
  draftAnswer,
  EDITION_STATE_LABELS,
  type EditionAnswer,
  type EditionState,
  editionAnswer,
  editionTexts,
  PRESENCE_EVERY_MS,
  previewLinkAnswer,
} from "#src/lib/editions.ts";
import { toast } from "#src/ui/toast.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";

// Drafts in the back office (docs/decisions/0046-drafts-and-versions.md): a record's state, its
// draft saved as one types, "Save draft", "Publish at", Preview, Discard, its history, and who
// else has it open. The form around it gives its values; the bar does the rest.

type Data = Record<string, unknown>;
type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed"; message: string };

const editionsPath = (name: string) => `/api/editions/${name}`;

const stateStyles: Record<EditionState, string> = {
  draft: "bg-amber-100 text-amber-900 ring-amber-300",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  changed: "bg-sky-50 text-sky-800 ring-sky-200",
};

/** A record's state as a pill: Draft, Published, Changed since publish. */
export function EditionBadge({ state, publishAt }: { state: EditionState; publishAt?: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${stateStyles[state]}`}
      >
        {EDITION_STATE_LABELS[state]}
      </span>
      {publishAt && (
        <span className="text-xs font-semibold whitespace-nowrap text-violet-800">
          Goes live {formatDateTime(publishAt)}
        </span>
      )}
    </span>
  );
}

/** Loads a record's edition (its live values, its draft, who has it open). */
export async function loadEdition(name: string, key: string): Promise<EditionAnswer> {
  const answer = await adminApi.get(`${editionsPath(name)}/${key}`);
  if (!answer.ok) throw new Error(answer.body.message ?? `HTTP ${answer.status}`);
  return editionAnswer.parse(answer.json).data;
}

export interface EditionControls {
  /** The draft's revision this editor has seen (0: none). */
  revision: number;
  /** Saves the values as the draft; the draft, or null when it was refused (said in the bar). */
  saveDraft(data: Data): Promise<DraftAnswer | null>;
  /** Saves the values as the draft, then publishes it (said with `success`); the record's id, or null when refused. */
  publish(data: Data, success?: string): Promise<number | null>;
  /**
   * The form saves the record itself, not through the draft: an autosave not yet sent is dropped,
   * `save` runs once the draft's writes in flight are done, and when it saved (not null) the draft
   * beside the record is removed, as done with. What `save` answered.
   */
  saveLive<T>(save: () => Promise<T | null>): Promise<T | null>;
}

/** A form's own save of its record: through its bar when it has one (`saveLive`), else alone. */
export function saveThroughBar<T>(
  controls: { current: EditionControls | null },
  save: () => Promise<T | null>,
): Promise<T | null> {
  return controls.current ? controls.current.saveLive(save) : save();
}

/**
 * The bar above a record's form. `values()` gives the form's current values (an image chosen is
 * stored first, its file name among them); `changeKey` changes whenever the form does, which
 * saves the draft AUTOSAVE_DELAY_MS later. `onPublished` runs after a publish, a discard or a
 * restore that changed what the form should show.
 */
export function EditionBar({
  name,
  recordKey,
  edition,
  values,
  changeKey,
  onPublished,
  onDiscarded,
  onDraftKept,
  controls,
}: {
  name: string;
  recordKey: string;
  edition: EditionAnswer | null;
  values: () => Promise<Data | null>;
  changeKey: string;
  onPublished: (id: number) => void;
  onDiscarded?: () => void;
  /** "Save draft" or a schedule kept the values: the form counts them as saved. */
  onDraftKept?: (data: Data) => void;
  /** Filled with the bar's actions, for the form's own submit button. */
  controls?: { current: EditionControls | null };
}) {
  const base = editionsPath(name);
  const [draft, setDraft] = useState<DraftAnswer | null>(edition?.draft ?? null);
  const [editors, setEditors] = useState<string[]>(edition?.editors ?? []);
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: "idle" });
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revision = useRef(edition?.draft?.revision ?? 0);
  // What autosave wrote is undone when the editor closes with its changes discarded (an unmount
  // that no save, publish or discard kept); a closed tab keeps it (no unmount runs then).
  const opening = useRef(edition?.draft ?? null);
  const kept = useRef(true);
  const firstChange = useRef(changeKey);
  const scheduleId = useId();
  const initialSchedule = zonedDateAndTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const [scheduleDate, setScheduleDate] = useState(initialSchedule.date);
  const [scheduleTime, setScheduleTime] = useState("09:00");
  const published = edition?.published != null;
  const state: EditionState = !published ? "draft" : draft ? "changed" : "published";
  const recordId = edition?.recordId ?? null;

  // One write at a time (a draft, a publish, a discard, the form's own save): an autosave and a
  // save typed a moment apart would both send the same revision, and the second would be refused
  // as a conflict.
  const writing = useRef<Promise<unknown>>(Promise.resolve());
  function queued<T>(write: () => Promise<T>): Promise<T> {
    const run = writing.current.then(write);
    writing.current = run.catch(() => null);
    return run;
  }
  // The autosave waiting to run: an explicit save or publish writes the same values, so it goes.
  const pendingAutosave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Explicit actions so far (save, publish, discard, schedule, the form's own save, the editor
  // closing). An autosave whose timer fired before one of them is dropped when its turn comes:
  // reading the form can take a while (new images are stored first), and its values, written
  // after a publish, would make a draft again, or be refused as a conflict nobody made.
  const actions = useRef(0);
  function explicitAction() {
    actions.current += 1;
    clearTimeout(pendingAutosave.current);
  }

  /** Saves the values as the draft; `autosaveOf`: an autosave, said only in the bar, fired after that many actions. */
  function putDraft(data: Data, autosaveOf?: number): Promise<DraftAnswer | null> {
    const quiet = autosaveOf !== undefined;
    if (!quiet) explicitAction();
    return queued(() =>
      quiet && actions.current !== autosaveOf ? Promise.resolve(null) : writeDraft(data, quiet),
    );
  }

  async function writeDraft(data: Data, quiet: boolean): Promise<DraftAnswer | null> {
    if (conflict) return null;
    if (quiet) setAutosave({ kind: "saving" });
    let answer: Awaited<ReturnType<typeof adminApi.put>>;
    try {
      answer = await adminApi.put(`${base}/${recordKey}/draft`, { data, revision: revision.current });
    } catch {
      setAutosave({ kind: "failed", message: "Not saved: the server could not be reached" });
      return null;
    }
    if (!answer.ok) {
      const message = answer.body.message ?? "The draft could not be saved";
      setAutosave({ kind: "failed", message });
      if (answer.status === 409) setConflict(message);
      else if (!quiet) toast.error(message);
      return null;
    }
    const saved = draftAnswer.parse((answer.json as { data: unknown }).data);
    revision.current = saved.revision;
    kept.current = !quiet;
    setDraft(saved);
    setAutosave({ kind: "saved", at: saved.updatedAt });
    return saved;
  }

  /** Saves the values as the draft and publishes it, as one write: nothing is sent between the two. */
  async function publish(data: Data, success: string = editionTexts.published): Promise<number | null> {
    explicitAction();
    const id = await queued(async () => {
      const saved = await writeDraft(data, false);
      if (!saved) return null;
      const answer = await adminApi.post(`${base}/${recordKey}/publish`, { revision: saved.revision });
      if (!answer.ok) {
        const errors = (answer.json as { errors?: { field: string; message: string }[] }).errors ?? [];
        toast.error(
          [answer.body.message, ...errors.map((error) => error.message)].filter(Boolean).join(": "),
        );
        return null;
      }
      revision.current = 0;
      kept.current = true;
      setDraft(null);
      return (answer.json as { id: number }).id;
    });
    if (id === null) return null;
    toast.success(success);
    onPublished(id);
    return id;
  }

  function saveLive<T>(save: () => Promise<T | null>): Promise<T | null> {
    explicitAction();
    return queued(async () => {
      const saved = await save();
      if (saved === null) return null;
      if (revision.current !== 0) await adminApi.delete(`${base}/${recordKey}/draft`).catch(() => null);
      revision.current = 0;
      kept.current = true;
      setDraft(null);
      return saved;
    });
  }

  if (controls) {
    controls.current = {
      revision: revision.current,
      saveDraft: (data) => putDraft(data),
      publish,
      saveLive,
    };
  }

  // Autosave: the values AUTOSAVE_DELAY_MS after the last change, while nobody else saved.
  const latest = useRef({ values, putDraft });
  latest.current = { values, putDraft };
  useEffect(() => {
    if (changeKey === firstChange.current) return;
    const timer = setTimeout(() => {
      const { values: read, putDraft: save } = latest.current;
      const firedAfter = actions.current;
      void read().then((data) => (data ? save(data, firedAfter) : null));
    }, AUTOSAVE_DELAY_MS);
    pendingAutosave.current = timer;
    return () => clearTimeout(timer);
  }, [changeKey]);

  // Closed with its changes discarded: the draft goes back to what it was when the editor opened.
  // An autosave not yet sent is dropped; one in flight is waited for, then undone.
  useEffect(
    () => () => {
      actions.current += 1;
      void writing.current.then(() => {
        if (kept.current) return;
        const before = opening.current;
        const url = `${base}/${recordKey}/draft`;
        return (
          before ? adminApi.put(url, { data: before.data, revision: revision.current }) : adminApi.delete(url)
        ).catch(() => {});
      });
    },
    [base, recordKey],
  );

  // "<name> is editing this": said while the editor is open, heard every PRESENCE_EVERY_MS.
  useEffect(() => {
    let stopped = false;
    const tell = () =>
      adminApi
        .post(`${base}/${recordKey}/presence`, {})
        .then((answer) => {
          const others = (answer.json as { editors?: unknown }).editors;
          if (!stopped && Array.isArray(others)) setEditors(others.map(String));
        })
        .catch(() => {});
    void tell();
    const timer = setInterval(tell, PRESENCE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      void adminApi.delete(`${base}/${recordKey}/presence`).catch(() => {});
    };
  }, [base, recordKey]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const saveNow = () =>
    run(async () => {
      explicitAction();
      const data = await values();
      if (data && (await putDraft(data))) {
        toast.success(editionTexts.draftSaved);
        onDraftKept?.(data);
      }
    });

  const preview = () => {
    // Opened at once (a later window.open would be blocked), then sent to the link.
    const tab = window.open("", "_blank");
    void run(async () => {
      explicitAction();
      const data = await values();
      const saved = data ? await putDraft(data) : null;
      const answer = saved ? await adminApi.post(`${base}/${saved.key}/preview-link`, {}) : null;
      const link = answer?.ok ? previewLinkAnswer.safeParse(answer.json) : null;
      if (!link?.success) {
        tab?.close();
        if (answer) toast.error(answer.body.message ?? "The preview could not be made");
        return;
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = link.data.url;
      } else {
        window.location.assign(link.data.url);
      }
    });
  };

  const schedule = () =>
    run(async () => {
      const at = zonedInstant(scheduleDate, scheduleTime);
      if (!at) {
        toast.error("Choose a date and a time");
        return;
      }
      explicitAction();
      const data = await values();
      const saved = data ? await putDraft(data) : null;
      if (!saved) return;
      const answer = await adminApi.put(`${base}/${saved.key}/schedule`, {
        publishAt: at.toISOString(),
        revision: saved.revision,
      });
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The schedule could not be saved");
        return;
      }
      setDraft(draftAnswer.parse((answer.json as { data: unknown }).data));
      toast.success(`${editionTexts.scheduled}: goes live ${formatDateTime(at)}`);
      if (data) onDraftKept?.(data);
    });

  const cancelSchedule = () =>
    run(async () => {
      const answer = await adminApi.delete(`${base}/${recordKey}/schedule`);
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The schedule could not be cancelled");
        return;
      }
      setDraft(draftAnswer.parse((answer.json as { data: unknown }).data));
      toast.success(editionTexts.scheduleCancelled);
    });

  const discard = () =>
    run(async () => {
      explicitAction();
      const answer = await queued(() => adminApi.delete(`${base}/${recordKey}/draft`));
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The draft could not be discarded");
        return;
      }
      revision.current = 0;
      kept.current = true;
      setDraft(null);
      toast.success(editionTexts.discarded);
      onDiscarded?.();
    });

  return (
    <section
      aria-label="Draft and publishing"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <EditionBadge state={state} publishAt={draft?.publishAt} />
        <span role="status" className="text-slate-700">
          {autosave.kind === "saving" && "Saving..."}
          {autosave.kind === "saved" && `Saved ${formatDateTime(autosave.at)}`}
          {autosave.kind === "failed" && !conflict && autosave.message}
          {autosave.kind === "idle" &&
            draft &&
            `Draft saved ${formatDateTime(draft.updatedAt)}${draft.updatedBy ? ` by ${draft.updatedBy}` : ""}`}
        </span>
        {recordId !== null && (
          <Link
            to={`/admin/dashboard/history/${name}/${recordId}`}
            className="ml-auto font-semibold text-brand-700 underline underline-offset-2"
          >
            History{edition?.versions ? ` (${edition.versions})` : ""}
          </Link>
        )}
      </div>
      {editors.length > 0 && (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 font-semibold text-amber-900 ring-1 ring-amber-300"
        >
          {editionTexts.editing(editors)}
        </p>
      )}
      {conflict && (
        <p
          role="alert"
          className="rounded-md bg-rose-50 px-3 py-2 font-semibold text-rose-900 ring-1 ring-rose-300"
        >
          {conflict}
        </p>
      )}
      {draft?.lastError && (
        <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-rose-900 ring-1 ring-rose-300">
          {draft.lastError}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          disabled={busy || conflict !== null}
          onClick={saveNow}
          className={secondaryButtonClass}
        >
          Save draft
        </button>
        <button
          type="button"
          disabled={busy || conflict !== null}
          onClick={preview}
          className={secondaryButtonClass}
        >
          Preview
        </button>
        {draft && (
          <button type="button" disabled={busy} onClick={discard} className={secondaryButtonClass}>
            Discard draft
          </button>
        )}
      </div>
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-1 font-semibold text-slate-800">Publish at (company time)</legend>
        <label className="flex flex-col text-xs font-semibold text-slate-700" htmlFor={`${scheduleId}-date`}>
          Date
          <input
            id={`${scheduleId}-date`}
            type="date"
            value={scheduleDate}
            onChange={(event) => setScheduleDate(event.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <label className="flex flex-col text-xs font-semibold text-slate-700" htmlFor={`${scheduleId}-time`}>
          Time
          <input
            id={`${scheduleId}-time`}
            type="time"
            value={scheduleTime}
            onChange={(event) => setScheduleTime(event.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <button
          type="button"
          disabled={busy || conflict !== null}
          onClick={schedule}
          className={secondaryButtonClass}
        >
          Schedule
        </button>
        {draft?.publishAt && (
          <button type="button" disabled={busy} onClick={cancelSchedule} className={secondaryButtonClass}>
            Cancel schedule
          </button>
        )}
      </fieldset>
    </section>
  );
}
