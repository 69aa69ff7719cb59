import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { adminApi } from "#src/lib/admin-api.ts";
import { getCompanyTimeZone } from "#src/lib/date-time.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { ConfirmDialog, primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import {
  interviewAnswer,
  type interviewsAnswer,
  interviewTexts,
  RECOMMENDATION_VALUES,
} from "../job-application.schema.ts";
import { InterviewDialog } from "./interview-dialog.tsx";

// An interview as the Upcoming interviews screen and a candidate's record show it
// (docs/decisions/0042-stage-mails.md, "Interviews").

export type Interview = z.infer<typeof interviewsAnswer>["data"][number];
/** Every list of interviews is under this key: a change reloads them all. */
export const interviewsKey = ["admin", "interviews"];

/**
 * One interview: when, where, who, each interviewer's recommendation and notes; reschedule and
 * cancel while it is to come; the signed-in interviewer's feedback form. `heading` says what the
 * screen does not: the candidate on the upcoming list, the day on the candidate's record.
 */
export function InterviewCard({
  interview,
  heading = "candidate",
  now = Date.now(),
}: {
  interview: Interview;
  heading?: "candidate" | "when";
  now?: number;
}) {
  const headingId = useId();
  const you = interview.interviewers.find((person) => person.you);
  const cancelled = interview.state === "cancelled";
  // On the upcoming list each card is a section of the screen; on a record, of its Interviews panel.
  const Title = heading === "candidate" ? "h2" : "h3";
  const Subtitle = heading === "candidate" ? "h3" : "h4";
  const over = Date.parse(interview.starts_at) + interview.duration_minutes * 60_000 <= now;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <Title id={headingId} className="text-lg font-semibold break-words text-ink">
        {heading === "candidate"
          ? `${interview.candidate} · ${interview.job}`
          : `${interview.date} ${interview.time}`}
        {cancelled && (
          <span className="ml-2 text-sm font-medium text-red-700">({interviewTexts.cancelledMark})</span>
        )}
        {!cancelled && over && (
          <span className="ml-2 text-sm font-medium text-slate-600">({interviewTexts.overMark})</span>
        )}
      </Title>
      <p className="mt-1 text-sm text-slate-700">
        {interview.date} {interview.time} ({getCompanyTimeZone()}) · {interview.duration_minutes} min
      </p>
      <p className="text-sm break-words text-slate-700">{interview.place}</p>
      <Subtitle className="mt-3 text-sm font-semibold text-ink">{interviewTexts.interviewers}</Subtitle>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {interview.interviewers.map((person) => (
          <li key={person.id} className="break-words">
            {person.name}
            {person.recommendation && ` \u2014 ${interviewTexts.recommendations[person.recommendation]}`}
            {person.notes && <span className="block text-slate-600">{person.notes}</span>}
          </li>
        ))}
      </ul>
      {!cancelled && !over && <InterviewActions interview={interview} />}
      {!cancelled && you && <Feedback interview={interview} mine={you} />}
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
    if (done) await queryClient.invalidateQueries({ queryKey: interviewsKey });
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
    if (saved) await queryClient.invalidateQueries({ queryKey: interviewsKey });
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

/** Schedules an interview with the candidate in the dialog of interview-dialog.tsx. */
export function ScheduleInterviewButton(props: { applicationId: number; name: string; compact?: boolean }) {
  const canSchedule = useCan("inbox.application:status");
  const [open, setOpen] = useState(false);
  if (!canSchedule) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={props.compact ? `${secondaryButtonClass} px-2 py-1 text-xs` : secondaryButtonClass}
      >
        {interviewTexts.schedule}
        <span className="sr-only"> ({props.name})</span>
      </button>
      <InterviewDialog
        open={open}
        title={interviewTexts.scheduleFor(props.name)}
        url={`/api/applyjob/${props.applicationId}/interviews`}
        method="post"
        onClose={() => setOpen(false)}
      />
    </>
  );
}
