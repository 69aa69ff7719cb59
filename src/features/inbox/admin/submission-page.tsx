import { useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import Mail from "lucide-react/icons/mail";
import RotateCw from "lucide-react/icons/rotate-cw";
import { type FormEvent, type ReactNode, Suspense, useId, useState } from "react";
import { Link, useParams } from "react-router";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { DateTime, EmailLink, PhoneLink, Rupees } from "#src/ui/admin/date-time.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { useRecordPanels } from "#src/ui/admin/record-panels.tsx";
import { recordsTexts } from "#src/ui/admin/records.tsx";
import { StatusBadge } from "#src/ui/admin/status-badge.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  type InboxDetail,
  inboxDetailAnswer,
  inboxTexts,
  NOTE_MAX_LENGTH,
  SUBMISSION_KINDS,
} from "../inbox.schema.ts";
import { AssigneePanel, AssignmentHistory, RemindersPanel } from "./assignment-panels.tsx";
import { hasQueuedReply, ReplyComposer, ThreadView } from "./conversation.tsx";
import { OtherSubmissions } from "./other-submissions.tsx";

/** A status's label; one no longer known shows as recorded. */
function statusLabel(status: string): string {
  return (inboxTexts.statusLabels as Record<string, string>)[status] ?? status;
}

/**
 * A field of the record as a person uses it: an address to write to, a number to call, a salary
 * in rupees. The labels are the notification mails' (src/features/<kind>/server/<kind>.mails.ts).
 */
function FieldValue({ label, value }: { label: string; value: string }) {
  if (!value) return <>—</>;
  if (label === "Email") return <EmailLink email={value} />;
  if (label === "Phone") return <PhoneLink phone={value} />;
  if (label === "Expected salary") return <Rupees value={value} />;
  return <>{value}</>;
}

export const meta = () => adminMeta(inboxTexts.detailTitle);
export const headers = adminHeaders;

function ResumeView({ record }: { record: InboxDetail }) {
  const { resume, name } = record;
  if (!resume) return null;
  // A signed link lasts minutes: the download asks for a fresh one, however long the page was open.
  async function download() {
    try {
      const fresh = await loadRecord(`/api/inbox/${record.kind}/${record.id}`, inboxDetailAnswer);
      if (!fresh.data.resume) return;
      // The download link (never the inline one) answers as an attachment under the applicant's
      // own file name: the browser saves it and the back office stays on screen.
      const link = document.createElement("a");
      link.href = fresh.data.resume.download_url ?? fresh.data.resume.url;
      link.download = fresh.data.resume.name ?? "";
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      toast.error(loadErrorMessage(error, inboxTexts.detailFailed));
    }
  }
  return (
    <Panel title="Resume">
      {resume.inline ? (
        <object
          data={resume.url}
          type={resume.type}
          title={`Resume of ${name}`}
          className="h-[70vh] w-full rounded border border-slate-200"
        >
          <a href={resume.url} className="text-brand-700 underline">
            Open the resume of {name}
          </a>
        </object>
      ) : (
        <p className="text-sm text-slate-700">This resume is a Word document: download it to read it.</p>
      )}
      <button type="button" onClick={download} className={`${secondaryButtonClass} mt-3`}>
        <Download aria-hidden="true" className="size-4" /> Download resume
      </button>
    </Panel>
  );
}

function Details({ record }: { record: InboxDetail }) {
  const queryClient = useQueryClient();
  const statusId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "submission", record.kind, record.id] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] }),
    ]);

  async function changeStatus(status: string) {
    await runAdminAction({
      call: () => adminApi.patch(`/api/inbox/${record.kind}/${record.id}`, { status }),
      success: inboxTexts.statusUpdated,
      failure: inboxTexts.statusFailed,
    });
    await refresh();
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    setSaving(true);
    const done = await runAdminAction({
      call: () => adminApi.post(`/api/inbox/${record.kind}/${record.id}/notes`, { text: note }),
      success: inboxTexts.noteAdded,
      failure: inboxTexts.noteFailed,
    });
    setSaving(false);
    if (done) setNote("");
    await refresh();
  }

  const panels = useRecordPanels(record.kind);
  const mailto = `mailto:${record.email}?subject=${encodeURIComponent(record.reply_subject)}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <Panel title={inboxTexts.kindLabels[record.kind]}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            {record.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="text-sm font-semibold text-slate-600">{field.label}</dt>
                <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">
                  <FieldValue label={field.label} value={field.value} />
                </dd>
              </div>
            ))}
            <dt className="text-sm font-semibold text-slate-600">Received</dt>
            <dd className="text-sm text-slate-900">
              <DateTime value={record.received_at} />
            </dd>
          </dl>
          <a href={mailto} className={`${secondaryButtonClass} mt-4`}>
            <Mail aria-hidden="true" className="size-4" /> Reply by email
          </a>
        </Panel>
        <ResumeView record={record} />
        {panels.map((RecordPanel, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the panels of a kind are a fixed list, never reordered
          <Suspense key={index} fallback={<LoadingState />}>
            <RecordPanel id={record.id} name={record.name} />
          </Suspense>
        ))}
        <ThreadView record={record} onChanged={refresh} />
        <ReplyComposer key={`${record.kind}-${record.id}`} record={record} onSent={refresh} />
      </div>
      <div className="space-y-6">
        <Panel title="Status">
          <label htmlFor={statusId} className="sr-only">
            Status
          </label>
          <div className="flex items-center gap-3">
            <select
              id={statusId}
              value={record.status}
              onChange={(event) => changeStatus(event.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {record.statuses.map((status) => (
                <option key={status} value={status}>
                  {inboxTexts.statusLabels[status]}
                </option>
              ))}
            </select>
            <StatusBadge status={record.status} />
          </div>
        </Panel>
        <AssigneePanel record={record} />
        <RemindersPanel record={record} />
        <Panel title="Notes">
          <form onSubmit={addNote} className="space-y-2">
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
              Add a note (only staff see notes)
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <button type="submit" disabled={saving || !note.trim()} className={primaryButtonClass}>
              {saving ? "Saving..." : "Add note"}
            </button>
          </form>
          {record.notes.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">{inboxTexts.noNotes}</p>
          ) : (
            <ol className="mt-4 space-y-3" aria-label="Notes, newest first">
              {record.notes.map((item) => (
                <li key={item.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
                    {item.text}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {item.author_name ?? item.author ?? "—"} · <DateTime value={item.created_at} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="History">
          {record.history.length === 0 && (record.assignment_history ?? []).length === 0 ? (
            <p className="text-sm text-slate-600">{inboxTexts.noHistory}</p>
          ) : (
            <ol className="space-y-2" aria-label="Status changes, newest first">
              {record.history.map((change) => (
                <li key={`${change.at}-${change.to}`} className="text-sm text-slate-700">
                  {statusLabel(change.from)} → {statusLabel(change.to)}
                  <span className="block text-xs text-slate-600">
                    {change.by_name ?? change.by ?? "—"} · <DateTime value={change.at} />
                  </span>
                </li>
              ))}
            </ol>
          )}
          <AssignmentHistory record={record} />
        </Panel>
      </div>
    </div>
  );
}

/** One submission: every field, its status, notes and history, and a reply by e-mail. */
export default function SubmissionPage() {
  const params = useParams();
  const kind = SUBMISSION_KINDS.find((value) => value === params.kind);
  const id = Number(params.id);
  const valid = kind !== undefined && Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ["admin", "submission", kind, id],
    queryFn: () => loadRecord(`/api/inbox/${kind}/${id}`, inboxDetailAnswer),
    enabled: valid,
    // A reply waiting in the outbox: read again until it is sent or failed.
    refetchInterval: (current) => (hasQueuedReply(current.state.data?.data) ? 2000 : false),
  });

  let body: ReactNode;
  if (!valid) body = <ErrorNotice>{inboxTexts.notFound}</ErrorNotice>;
  else if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <ErrorNotice>{loadErrorMessage(query.error, inboxTexts.detailFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> {recordsTexts.retry}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <Details record={query.data.data} />
        <OtherSubmissions record={query.data.data} />
      </>
    );
  }

  return (
    <div>
      <Link
        to="/admin/dashboard/inbox"
        className="mb-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the inbox
      </Link>
      <ScreenHeader title={query.data ? query.data.data.name : inboxTexts.detailTitle} />
      {body}
    </div>
  );
}
