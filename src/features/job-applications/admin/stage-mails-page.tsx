import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ConfirmDialog, primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import { stageMailTemplatesAnswer, stageMailTexts } from "../job-application.schema.ts";

export const meta = () => adminMeta(stageMailTexts.title);
export const headers = adminHeaders;

type Stage = z.infer<typeof stageMailTemplatesAnswer>["data"][number];
const key = ["admin", "stage-mails"];

/**
 * Each stage's mail to candidates (docs/decisions/0042-stage-mails.md): the hiring board offers
 * it after a move, filled with the candidate's name, the opening and the company.
 */
export default function StageMailsPage() {
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      loadRecord(
        "/api/hiring/stage-mails",
        stageMailTemplatesAnswer.transform((answer) => answer.data),
      ),
  });
  return (
    <div>
      <ScreenHeader title={stageMailTexts.title} description={stageMailTexts.description} />
      <QueryStates query={query} errorText={(error) => loadErrorMessage(error, stageMailTexts.loadFailed)}>
        {(stages) => (
          <div className="space-y-6">
            {stages.map((stage) => (
              <StageMailForm key={`${stage.status}-${stage.template?.updated_at ?? "none"}`} stage={stage} />
            ))}
          </div>
        )}
      </QueryStates>
    </div>
  );
}

function StageMailForm({ stage }: { stage: Stage }) {
  const queryClient = useQueryClient();
  const canEdit = useCan("jobs:edit");
  const ids = { heading: useId(), subject: useId(), body: useId() };
  const [writing, setWriting] = useState(stage.template !== null);
  const [subject, setSubject] = useState(stage.template?.subject ?? "");
  const [body, setBody] = useState(stage.template?.body ?? "");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/hiring/stage-mails/${stage.status}`, { subject, body }),
      success: stageMailTexts.saved,
      failure: stageMailTexts.saveFailed,
    });
    setBusy(false);
    if (saved) await refresh();
  }

  async function remove() {
    setBusy(true);
    const removed = await runAdminAction({
      call: () => adminApi.delete(`/api/hiring/stage-mails/${stage.status}`),
      success: stageMailTexts.removed,
      failure: stageMailTexts.removeFailed,
    });
    setBusy(false);
    setConfirming(false);
    if (removed) await refresh();
  }

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={ids.heading} className="text-lg font-semibold text-ink">
        {stage.label}
      </h2>
      {!writing ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">{stageMailTexts.none}</p>
          {canEdit && (
            <button type="button" onClick={() => setWriting(true)} className={secondaryButtonClass}>
              {stageMailTexts.add}
              <span className="sr-only"> ({stage.label})</span>
            </button>
          )}
        </div>
      ) : (
        <form onSubmit={save} className="mt-3 space-y-3">
          <div>
            <label htmlFor={ids.subject} className={labelClass}>
              {stageMailTexts.subject}
            </label>
            <input
              id={ids.subject}
              value={subject}
              maxLength={200}
              required
              readOnly={!canEdit}
              onChange={(event) => setSubject(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={ids.body} className={labelClass}>
              {stageMailTexts.body}
            </label>
            <textarea
              id={ids.body}
              value={body}
              rows={8}
              maxLength={5000}
              required
              readOnly={!canEdit}
              onChange={(event) => setBody(event.target.value)}
              className={fieldClass}
            />
          </div>
          {canEdit && (
            <div className="flex flex-wrap justify-end gap-3">
              {stage.template && (
                <button
                  type="button"
                  onClick={() => setConfirming(true)}
                  disabled={busy}
                  className={secondaryButtonClass}
                >
                  {stageMailTexts.remove}
                  <span className="sr-only"> ({stage.label})</span>
                </button>
              )}
              <button type="submit" disabled={busy} className={primaryButtonClass}>
                {stageMailTexts.save}
                <span className="sr-only"> ({stage.label})</span>
              </button>
            </div>
          )}
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        message={stageMailTexts.removeQuestion(stage.label)}
        busy={busy}
        confirmLabel={stageMailTexts.remove}
        busyLabel="Removing..."
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
