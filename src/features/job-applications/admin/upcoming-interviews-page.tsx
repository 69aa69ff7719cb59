import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { getCompanyTimeZone } from "#src/lib/date-time.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ConfirmDialog, primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { EmptyState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import {
  interviewAnswer,
  interviewsAnswer,
  interviewTexts,
  RECOMMENDATION_VALUES,
} from "../job-application.schema.ts";
import { InterviewDialog } from "./interview-dialog.tsx";

export const meta = () => adminMeta(interviewTexts.title);
export const headers = adminHeaders;

type Interview = z.infer<typeof interviewsAnswer>["data"][number];
const key = ["admin", "interviews"];

/**
 * Interviews from now on, soonest first, in the company's time; each interviewer gives their
 * recommendation and notes here (docs/decisions/0042-stage-mails.md, "Interviews").
 */
export default function UpcomingInterviewsPage() {
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      loadRecord(
        "/api/hiring/interviews",
        interviewsAnswer.transform((answer) => answer.data),
      ),
  });
  return (
    <div>
      <ScreenHeader title={interviewTexts.title} description={interviewTexts.description} />
      <QueryStates query={query} errorText={(error) => loadErrorMessage(error, interviewTexts.loadFailed)}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{interviewTexts.none}</EmptyState>
          ) : (
            <ul className="space-y-4">
              {list.map((interview) => (
                <InterviewItem key={interview.id} interview={interview} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}

function InterviewItem({ interview }: { interview: Interview }) {
  const headingId = useId();
  const you = interview.interviewers.find((person) => person.you);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
        {interview.candidate} · {interview.job}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {interview.date} {interview.time} ({getCompanyTimeZone()}) · {interview.duration_minutes} min
      </p>
      <p className="text-sm break-words text-slate-700">{interview.place}</p>
      <h3 className="mt-3 text-sm font-semibold text-ink">{interviewTexts.interviewers}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {interview.interviewers.map((person) => (
          <li key={person.id} className="break-words">
            {person.name}
            {person.recommendation && ` \u2014 ${interviewTexts.recommendations[person.recommendation]}`}
            {person.notes && <span className="block text-slate-600">{person.notes}</span>}
          </li>
        ))}
      </ul>
      <InterviewActions interview={interview} />
      {you && <Feedback interview={interview} mine={you} />}
    </li>
  );
}

/** Reschedule (the same dialog as scheduling) or cancel; both send everyone invited an update. */
function InterviewActions({ interview }: { interview: Interview }) {
  const queryClient = useQueryClient();
  const canChange = useCan("inbox.application:status");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canChange) return null;

  async function cancel() {
    setBusy(true);
    const done = await runAdminAction({
      call: () => adminApi.delete(`/api/hiring/interviews/${interview.id}`),
      success: interviewTexts.cancelled,
      failure: interviewTexts.failed,
    });
    setBusy(false);
    setConfirming(false);
    if (done) await queryClient.invalidateQueries({ queryKey: key });
  }

  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <button type="button" onClick={() => setEditing(true)} className={secondaryButtonClass}>
        {interviewTexts.reschedule}
        <span className="sr-only"> ({interview.candidate})</span>
      </button>
      <button type="button" onClick={() => setConfirming(true)} className={secondaryButtonClass}>
        {interviewTexts.cancel}
        <span className="sr-only"> ({interview.candidate})</span>
      </button>
      {editing && (
        <InterviewDialog
          open
          title={interviewTexts.rescheduleFor(interview.candidate)}
          url={`/api/hiring/interviews/${interview.id}`}
          method="put"
          initial={{
            date: interview.date,
            time: interview.time,
            duration_minutes: interview.duration_minutes,
            interviewer_ids: interview.interviewers.map((person) => person.id),
            place: interview.place,
          }}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        message={interviewTexts.cancelQuestion(interview.candidate)}
        busy={busy}
        confirmLabel={interviewTexts.cancel}
        busyLabel={interviewTexts.saving}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function Feedback({ interview, mine }: { interview: Interview; mine: Interview["interviewers"][number] }) {
  const queryClient = useQueryClient();
  const canGive = useCan("inbox.application:notes");
  const ids = { recommendation: useId(), notes: useId() };
  const [recommendation, setRecommendation] = useState(mine.recommendation ?? "yes");
  const [notes, setNotes] = useState(mine.notes ?? "");
  const [busy, setBusy] = useState(false);
  if (!canGive) return null;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/hiring/interviews/${interview.id}/feedback`, { recommendation, notes }),
      reads: interviewAnswer,
      success: interviewTexts.feedbackSaved,
      failure: interviewTexts.failed,
    });
    setBusy(false);
    if (saved) await queryClient.invalidateQueries({ queryKey: key });
  }

  return (
    <form onSubmit={save} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <div>
        <label htmlFor={ids.recommendation} className={labelClass}>
          {interviewTexts.recommendation}
        </label>
        <select
          id={ids.recommendation}
          value={recommendation}
          onChange={(event) => setRecommendation(event.target.value as typeof recommendation)}
          className={fieldClass}
        >
          {RECOMMENDATION_VALUES.map((value) => (
            <option key={value} value={value}>
              {interviewTexts.recommendations[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.notes} className={labelClass}>
          {interviewTexts.notes}
        </label>
        <textarea
          id={ids.notes}
          rows={3}
          maxLength={5000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={fieldClass}
        />
      </div>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {interviewTexts.saveFeedback}
      </button>
    </form>
  );
}
