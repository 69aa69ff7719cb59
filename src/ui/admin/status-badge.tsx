import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "#src/lib/submissions.ts";

const styles: Record<SubmissionStatus, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  read: "bg-slate-100 text-slate-700 ring-slate-300",
  in_progress: "bg-sky-50 text-sky-800 ring-sky-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  spam: "bg-rose-50 text-rose-800 ring-rose-200",
  screening: "bg-sky-50 text-sky-800 ring-sky-200",
  interview: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  offer: "bg-violet-50 text-violet-800 ring-violet-200",
  hired: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-slate-100 text-slate-700 ring-slate-300",
};

/** A submission's status as a coloured pill; the text is the status's label. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${styles[status]}`}
    >
      {SUBMISSION_STATUS_LABELS[status]}
    </span>
  );
}

/** Beside a row's status: an answer by mail waits to be read (in words, not only in bold). */
export function NewAnswerMark() {
  return (
    <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-800">New answer</span>
  );
}
