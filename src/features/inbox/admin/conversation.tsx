import { useQuery, useQueryClient } from "@tanstack/react-query";
import Paperclip from "lucide-react/icons/paperclip";
import RotateCw from "lucide-react/icons/rotate-cw";
import Send from "lucide-react/icons/send";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { adminApi, loadRecord } from "#src/lib/admin-api.ts";
import { kindPermission } from "#src/lib/permissions.ts";
import {
  fillPlaceholders,
  REPLY_SUBJECT_MAX,
  REPLY_TEXT_MAX,
  savedRepliesTexts,
  savedReplyListAnswer,
} from "#src/lib/saved-replies.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { Panel } from "#src/ui/admin/list-states.tsx";
import { type InboxDetail, inboxTexts, replyAnswer, type ThreadEntry } from "../inbox.schema.ts";

// A record's conversation (docs/decisions/0039-conversations.md): its one thread, oldest first,
// and the composer that replies to the sender through the outbox.

export const conversationTexts = {
  thread: "Conversation",
  composer: "Reply",
  to: "To",
  subject: "Subject",
  text: "Message",
  savedReply: "Saved reply",
  chooseSavedReply: "Choose a saved reply…",
  manageSavedReplies: "Manage saved replies",
  send: "Send reply",
  sending: "Sending...",
  retry: "Retry",
  delivery: { queued: "Queued", sent: "Sent", failed: "Failed", off: "Not sent (mail is off)" },
  received: "Submission received",
  note: "Note",
  statusChange: "Status changed",
  replyBy: (name: string) => `Reply by ${name}`,
  answerFrom: (address: string) => `Answer from ${address}`,
  noAddress: "This record has no e-mail address: a reply cannot be sent from here.",
} as const;

function statusLabel(status: string): string {
  return (inboxTexts.statusLabels as Record<string, string>)[status] ?? status;
}

/** Whether a reply of the thread is still waiting for the outbox (the screen reads it again then). */
export function hasQueuedReply(record: InboxDetail | undefined): boolean {
  return (record?.thread ?? []).some(
    (entry) => entry.type === "message" && entry.delivery?.state === "queued",
  );
}

const DELIVERY_STYLES = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  off: "bg-slate-200 text-slate-900",
} as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function MessageEntry({
  record,
  entry,
  onRetried,
}: {
  record: InboxDetail;
  entry: Extract<ThreadEntry, { type: "message" }>;
  onRetried: () => Promise<unknown>;
}) {
  const mayReply = useCan(kindPermission(record.kind, "reply"));
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    await runAdminAction({
      call: () => adminApi.post(`/api/inbox/${record.kind}/${record.id}/replies/${entry.id}/retry`, {}),
      success: inboxTexts.replyRetried,
      failure: inboxTexts.retryFailed,
    });
    setRetrying(false);
    await onRetried();
  }
  const heading =
    entry.direction === "out"
      ? conversationTexts.replyBy(entry.by_name ?? "staff")
      : conversationTexts.answerFrom(entry.from);
  return (
    <article
      className={`rounded-lg border p-3 ${entry.direction === "out" ? "border-slate-200 border-l-4 border-l-brand-600 bg-white" : "border-slate-200 bg-white"}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold [overflow-wrap:anywhere] text-ink">{heading}</h3>
        <DateTime value={entry.at} className="text-xs text-slate-600" />
        {entry.delivery && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${DELIVERY_STYLES[entry.delivery.state]}`}
          >
            {conversationTexts.delivery[entry.delivery.state]}
          </span>
        )}
      </header>
      <p className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-600">{entry.subject}</p>
      <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">{entry.text}</p>
      {entry.delivery?.state === "failed" && entry.delivery.error && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-red-800">{entry.delivery.error}</p>
      )}
      {entry.attachments.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label="Attachments">
          {entry.attachments.map((file) => (
            <li key={file.url} className="text-sm">
              <a
                href={file.url}
                download={file.name}
                className="inline-flex items-center gap-1 text-brand-700 underline"
              >
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <span className="[overflow-wrap:anywhere]">{file.name}</span>
                <span className="text-slate-600">({formatSize(file.size)})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {entry.delivery?.retryable && mayReply && (
        <button type="button" onClick={retry} disabled={retrying} className={`${secondaryButtonClass} mt-2`}>
          <RotateCw aria-hidden="true" className="size-4" /> {conversationTexts.retry}
        </button>
      )}
    </article>
  );
}

/** Every entry of the thread, oldest first, as an ordered list a screen reader walks through. */
export function ThreadView({
  record,
  onChanged,
}: {
  record: InboxDetail;
  onChanged: () => Promise<unknown>;
}) {
  const id = useId();
  return (
    <Panel title={conversationTexts.thread} id={id}>
      <ol className="space-y-3" aria-label="Conversation, oldest first">
        {record.thread.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries of different kinds share no id; the list only grows at its end
          <li key={`${entry.type}-${index}`}>
            {entry.type === "message" ? (
              <MessageEntry record={record} entry={entry} onRetried={onChanged} />
            ) : entry.type === "submission" ? (
              <div className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
                <h3 className="font-semibold text-ink">{conversationTexts.received}</h3>
                <span className="[overflow-wrap:anywhere]">
                  {entry.name} &lt;{entry.email}&gt;
                </span>
                <DateTime value={entry.at} className="text-xs text-slate-600" />
              </div>
            ) : entry.type === "note" ? (
              <div className="rounded-lg bg-slate-50 p-3">
                <div className="flex flex-wrap items-baseline gap-x-3">
                  <h3 className="text-sm font-semibold text-ink">
                    {conversationTexts.note} · {entry.author_name ?? entry.author ?? "—"}
                  </h3>
                  <DateTime value={entry.at} className="text-xs text-slate-600" />
                </div>
                <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
                  {entry.text}
                </p>
              </div>
            ) : (
              <div className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
                <h3 className="font-semibold text-ink">{conversationTexts.statusChange}</h3>
                <span>
                  {statusLabel(entry.from)} → {statusLabel(entry.to)}
                </span>
                <span className="text-xs text-slate-600">
                  {entry.by_name ?? entry.by ?? "—"} · <DateTime value={entry.at} />
                </span>
              </div>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The reply form: To (read-only), Subject, a saved reply to start from, the message. */
export function ReplyComposer({ record, onSent }: { record: InboxDetail; onSent: () => Promise<unknown> }) {
  const mayReply = useCan(kindPermission(record.kind, "reply"));
  const ids = { to: useId(), subject: useId(), saved: useId(), text: useId(), panel: useId() };
  const [subject, setSubject] = useState(record.reply_subject);
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState("");
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: ["admin", "saved-replies"],
    queryFn: () => loadRecord("/api/saved-replies", savedReplyListAnswer),
    enabled: mayReply,
  });
  if (!mayReply) return null;
  if (!record.email.trim()) {
    return (
      <Panel title={conversationTexts.composer} id={ids.panel}>
        <p className="text-sm text-slate-700">{conversationTexts.noAddress}</p>
      </Panel>
    );
  }

  function choose(value: string) {
    setChosen(value);
    const template = saved.data?.data.find((row) => String(row.id) === value);
    if (template) setText(fillPlaceholders(template.body, record.placeholders));
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !text.trim()) return;
    setSending(true);
    const sent = await runAdminAction({
      call: () => adminApi.post(`/api/inbox/${record.kind}/${record.id}/replies`, { subject, text }),
      success: inboxTexts.replyQueued,
      failure: inboxTexts.replyFailed,
      reads: replyAnswer,
    });
    setSending(false);
    if (sent) {
      setText("");
      setChosen("");
      // The reply shows at once, queued, until the record is read again with its delivery state.
      queryClient.setQueryData(
        ["admin", "submission", record.kind, record.id],
        (old: { success: boolean; data: InboxDetail } | undefined) =>
          old && { ...old, data: { ...old.data, thread: [...old.data.thread, sent.data] } },
      );
      await queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] });
    }
    await onSent();
  }

  const field = "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";
  return (
    <Panel title={conversationTexts.composer} id={ids.panel}>
      <form onSubmit={send} className="space-y-3">
        <div>
          <label htmlFor={ids.to} className="block text-sm font-medium text-slate-700">
            {conversationTexts.to}
          </label>
          <input
            id={ids.to}
            value={record.email}
            readOnly
            className={`${field} bg-slate-50 [overflow-wrap:anywhere]`}
          />
        </div>
        <div>
          <label htmlFor={ids.subject} className="block text-sm font-medium text-slate-700">
            {conversationTexts.subject}
          </label>
          <input
            id={ids.subject}
            value={subject}
            maxLength={REPLY_SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
            required
            className={field}
          />
        </div>
        <div>
          <label htmlFor={ids.saved} className="block text-sm font-medium text-slate-700">
            {conversationTexts.savedReply}
          </label>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <select
              id={ids.saved}
              value={chosen}
              onChange={(event) => choose(event.target.value)}
              className="min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">{conversationTexts.chooseSavedReply}</option>
              {(saved.data?.data ?? []).map((row) => (
                <option key={row.id} value={String(row.id)}>
                  {row.title}
                </option>
              ))}
            </select>
            <Link to="/admin/dashboard/saved-replies" className="text-sm text-brand-700 underline">
              {conversationTexts.manageSavedReplies}
            </Link>
          </div>
          {saved.isError && <p className="mt-1 text-sm text-red-800">{savedRepliesTexts.loadFailed}</p>}
        </div>
        <div>
          <label htmlFor={ids.text} className="block text-sm font-medium text-slate-700">
            {conversationTexts.text}
          </label>
          <textarea
            id={ids.text}
            value={text}
            maxLength={REPLY_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            required
            className={field}
          />
        </div>
        <button
          type="submit"
          disabled={sending || !subject.trim() || !text.trim()}
          className={primaryButtonClass}
        >
          <Send aria-hidden="true" className="size-4" />{" "}
          {sending ? conversationTexts.sending : conversationTexts.send}
        </button>
      </form>
    </Panel>
  );
}
