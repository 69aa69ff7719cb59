import { useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowRight from "lucide-react/icons/arrow-right";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import RotateCw from "lucide-react/icons/rotate-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { z } from "zod";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
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
import {
  REDIRECT_PATH_MAX,
  REDIRECT_URL_MAX,
  type RedirectRow,
  redirectInput,
  redirectListAnswer,
} from "../redirect.schema.ts";
import { redirectTexts } from "../redirect.texts.ts";

// Redirects (docs/decisions/0048-redirects.md): old paths that send visitors on, added by hand here
// or by a page's change of path. The form checks with the API's own schema; what only the server
// can tell (a page at that path, a loop, a chain) comes back named by field and is shown there.

export const meta = () => adminMeta(redirectTexts.title);
export const headers = adminHeaders;

const QUERY_KEY = ["admin", "redirects"] as const;

type Field = "from" | "to" | "type";
type FieldErrors = Partial<Record<Field, string>>;

const refusal = z
  .object({ errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() })
  .catch({});

/** The first message per field of a refusal, for the fields of this form. */
function fieldErrorsOf(issues: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field as Field;
    if ((field === "from" || field === "to" || field === "type") && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

const fieldClass =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600";

function RedirectForm({ editing, onDone }: { editing: RedirectRow | null; onDone: () => void }) {
  const ids = { from: useId(), to: useId(), type: useId(), panel: useId() };
  const [from, setFrom] = useState(editing?.from ?? "");
  const [to, setTo] = useState(editing?.to ?? "");
  const [type, setType] = useState<301 | 302>(editing?.type ?? 301);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState("");
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice("");
    const checked = redirectInput.safeParse({ from, to, type });
    if (!checked.success) {
      setErrors(
        fieldErrorsOf(
          checked.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ""),
            message: issue.message,
          })),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    let refused: FieldErrors = {};
    const done = await runAdminAction({
      call: () =>
        editing
          ? adminApi.put(`/api/redirects/${editing.id}`, { from, to, type })
          : adminApi.post("/api/redirects", { from, to, type }),
      success: editing ? redirectTexts.updated : redirectTexts.created,
      failure: {
        refused: (answer) => {
          refused = fieldErrorsOf(refusal.parse(answer.json).errors ?? []);
          return answer.body.message || redirectTexts.saveFailed;
        },
        unreachable: redirectTexts.saveFailed,
      },
      report: (message) => {
        setErrors(refused);
        // A message no field shows is said above the buttons.
        if (Object.keys(refused).length === 0) setNotice(message);
      },
    });
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    if (done) {
      setFrom("");
      setTo("");
      setType(301);
      onDone();
    }
  }

  const errorOf = (field: Field, id: string) =>
    errors[field] ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field, id: string, help?: string) =>
    [errors[field] ? `${id}-error` : "", help ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <Panel title={editing ? `Edit the redirect from ${editing.from}` : "Add a redirect"} id={ids.panel}>
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={ids.from} className="block text-sm font-medium text-slate-700">
              From (old path)
            </label>
            <input
              id={ids.from}
              name="from"
              value={from}
              maxLength={REDIRECT_PATH_MAX}
              onChange={(event) => setFrom(event.target.value)}
              placeholder="/old-page"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.from ? true : undefined}
              aria-describedby={described("from", ids.from, `${ids.from}-help`)}
              className={fieldClass}
            />
            <p id={`${ids.from}-help`} className="mt-1 text-xs text-slate-600">
              A path of this site that is no longer a page, such as /old-page.
            </p>
            {errorOf("from", ids.from)}
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.to} className="block text-sm font-medium text-slate-700">
              To (new path or address)
            </label>
            <input
              id={ids.to}
              name="to"
              value={to}
              maxLength={REDIRECT_URL_MAX}
              onChange={(event) => setTo(event.target.value)}
              placeholder="/new-page or https://…"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={described("to", ids.to, `${ids.to}-help`)}
              className={fieldClass}
            />
            <p id={`${ids.to}-help`} className="mt-1 text-xs text-slate-600">
              A path of this site, or an address such as https://example.com/page.
            </p>
            {errorOf("to", ids.to)}
          </div>
        </div>
        <div className="max-w-xs">
          <label htmlFor={ids.type} className="block text-sm font-medium text-slate-700">
            Type
          </label>
          <select
            id={ids.type}
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value === "302" ? 302 : 301)}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={described("type", ids.type)}
            className={fieldClass}
          >
            <option value="301">301: moved for good</option>
            <option value="302">302: moved for now</option>
          </select>
          {errorOf("type", ids.type)}
        </div>
        {notice && (
          <p role="alert" className="text-sm text-red-800">
            {notice}
          </p>
        )}
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="sr-only">
            {Object.values(errors).join(" ")}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {editing ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {saving ? "Saving..." : editing ? "Save redirect" : "Add redirect"}
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

/** Redirects: a form to add one or change the one chosen, the list with hits, delete with a confirmation. */
export default function RedirectsPage() {
  const listId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RedirectRow | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => loadRecord("/api/redirects", redirectListAnswer),
  });

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    await runAdminAction({
      call: () => adminApi.delete(`/api/redirects/${deleting.id}`),
      success: redirectTexts.deleted,
      failure: redirectTexts.deleteFailed,
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
        <ErrorNotice>{loadErrorMessage(query.error, redirectTexts.loadFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> Retry
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) list = <EmptyState>{redirectTexts.empty}</EmptyState>;
  else {
    list = (
      <ul className="divide-y divide-slate-100" aria-labelledby={listId}>
        {query.data.data.map((row) => (
          <li key={row.id} className="py-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-mono text-sm [overflow-wrap:anywhere] text-ink">
                  <span className="font-semibold">{row.from}</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="sr-only">to</span>
                  <span>{row.to}</span>
                </p>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-800">
                    {row.type === 301 ? "301 moved for good" : "302 moved for now"}
                  </span>
                  <span>
                    {row.hits === 1 ? "1 hit" : `${row.hits} hits`}
                    {row.last_hit_at && (
                      <>
                        , last <DateTime value={row.last_hit_at} />
                      </>
                    )}
                  </span>
                  {row.automatic && <span>{redirectTexts.automatic}</span>}
                  <span>
                    Changed <DateTime value={row.updated_at} />
                    {row.updated_by ? ` by ${row.updated_by}` : ""}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(row)}
                  className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-50"
                  aria-label={`Edit the redirect from ${row.from}`}
                >
                  <Pencil aria-hidden="true" className="size-3.5" /> Edit
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(row)}
                  className={smallDangerButtonClass}
                  aria-label={`Delete the redirect from ${row.from}`}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" /> Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <ScreenHeader title={redirectTexts.title} description={redirectTexts.description} />
      <RedirectForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <section
        aria-labelledby={listId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={listId} className="mb-2 text-lg font-semibold text-ink">
          All redirects
        </h2>
        {list}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        message={`Are you sure you want to delete the redirect from ${deleting?.from ?? ""}?`}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
