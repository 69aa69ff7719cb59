import { useQuery, useQueryClient } from "@tanstack/react-query";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import RotateCw from "lucide-react/icons/rotate-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import {
  REPLY_TEXT_MAX,
  SAVED_REPLY_TITLE_MAX,
  type SavedReply,
  savedRepliesTexts,
  savedReplyListAnswer,
} from "#src/lib/saved-replies.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import {
  ConfirmDialog,
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "#src/ui/admin/confirm-dialog.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";

// The saved replies (docs/decisions/0039-conversations.md): texts staff start a reply from, with
// {name}, {service}, {job} and {company} filled from the record when chosen in a reply.

export const meta = () => adminMeta(savedRepliesTexts.title);
export const headers = adminHeaders;

const QUERY_KEY = ["admin", "saved-replies"] as const;

function ReplyForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const ids = { title: useId(), body: useId(), panel: useId() };
  const [title, setTitle] = useState(editing?.title ?? "");
  const [body, setBody] = useState(editing?.body ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const queryClient = useQueryClient();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError("");
    const done = await runAdminAction({
      call: () =>
        editing
          ? adminApi.put(`/api/saved-replies/${editing.id}`, { title, body })
          : adminApi.post("/api/saved-replies", { title, body }),
      success: editing ? savedRepliesTexts.updated : savedRepliesTexts.created,
      failure: savedRepliesTexts.saveFailed,
      report: setError,
    });
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    if (done) {
      setTitle("");
      setBody("");
      onDone();
    }
  }

  const field = "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";
  return (
    <Panel title={editing ? `Edit “${editing.title}”` : "Add a saved reply"} id={ids.panel}>
      <form onSubmit={save} className="space-y-3">
        <div>
          <label htmlFor={ids.title} className="block text-sm font-medium text-slate-700">
            Title
          </label>
          <input
            id={ids.title}
            value={title}
            maxLength={SAVED_REPLY_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            required
            className={field}
          />
        </div>
        <div>
          <label htmlFor={ids.body} className="block text-sm font-medium text-slate-700">
            Text
          </label>
          <textarea
            id={ids.body}
            value={body}
            maxLength={REPLY_TEXT_MAX}
            onChange={(event) => setBody(event.target.value)}
            rows={8}
            required
            aria-describedby={`${ids.body}-help`}
            className={field}
          />
          <p id={`${ids.body}-help`} className="mt-1 text-sm text-slate-600">
            {savedRepliesTexts.placeholdersHelp}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={saving || !title.trim() || !body.trim()}
            className={primaryButtonClass}
          >
            {editing ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {saving ? "Saving..." : editing ? "Save saved reply" : "Add saved reply"}
          </button>
          {editing && (
            <button type="button" onClick={onDone} className={secondaryButtonClass}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </Panel>
  );
}

/** Saved replies: the list, a form to add one or edit the one chosen, and delete with a confirmation. */
export default function SavedRepliesPage() {
  const mayEdit = useCan("saved-replies:edit");
  const listId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => loadRecord("/api/saved-replies", savedReplyListAnswer),
  });

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    await runAdminAction({
      call: () => adminApi.delete(`/api/saved-replies/${deleting.id}`),
      success: savedRepliesTexts.deleted,
      failure: savedRepliesTexts.deleteFailed,
    });
    setBusy(false);
    if (editing?.id === deleting.id) setEditing(null);
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  }

  let list: ReactNode;
  if (query.isPending) list = <LoadingState />;
  else if (query.isError) {
    list = (
      <div className="space-y-3">
        <ErrorNotice>{loadErrorMessage(query.error, savedRepliesTexts.loadFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> Retry
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) list = <EmptyState>{savedRepliesTexts.empty}</EmptyState>;
  else {
    list = (
      <ul className="divide-y divide-slate-100" aria-labelledby={listId}>
        {query.data.data.map((row) => (
          <li key={row.id} className="py-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold [overflow-wrap:anywhere] text-ink">{row.title}</h3>
                <p className="text-xs text-slate-600">
                  Changed <DateTime value={row.updated_at} />
                </p>
              </div>
              {mayEdit && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(row)}
                    className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-50"
                    aria-label={`Edit ${row.title}`}
                  >
                    <Pencil aria-hidden="true" className="size-3.5" /> Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(row)}
                    className={smallDangerButtonClass}
                    aria-label={`Delete ${row.title}`}
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" /> Delete
                  </button>
                </div>
              )}
            </div>
            <p className="mt-2 line-clamp-4 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-700">
              {row.body}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <ScreenHeader
        title={savedRepliesTexts.title}
        description="Texts to start a reply from on a record. Choosing one in a reply fills in the record's details."
      />
      {mayEdit && <ReplyForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />}
      <section
        aria-labelledby={listId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={listId} className="mb-2 text-lg font-semibold text-ink">
          All saved replies
        </h2>
        {list}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        message={`Are you sure you want to delete the saved reply “${deleting?.title ?? ""}”?`}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
