import { useQuery, useQueryClient } from "@tanstack/react-query";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash";
import { type FormEvent, useId, useState } from "react";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ConfirmDialog, dangerButtonClass, primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import {
  eraseAnswer,
  inboxSettingsAnswer,
  inboxTexts,
  type PersonalDataRow,
  personalDataSearchAnswer,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  SPAM_KEPT_DAYS,
} from "../inbox.schema.ts";

const TITLE = "Personal Data";
export const meta = () => adminMeta(TITLE);
export const headers = adminHeaders;

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-80";

/** "Erase person": everything one e-mail address sent, found, shown, then deleted after confirmation. */
function ErasePerson() {
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; rows: PersonalDataRow[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState("");
  const queryClient = useQueryClient();

  async function search(event: FormEvent) {
    event.preventDefault();
    setOutcome("");
    const rows = await runAdminAction({
      call: () => adminApi.post("/api/inbox/personal-data/search", { email }),
      failure: "Search failed",
      reads: personalDataSearchAnswer,
    });
    if (rows) setFound({ email, rows: rows.data });
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    const erased = await runAdminAction({
      call: () => adminApi.post("/api/inbox/personal-data/erase", { email: found.email, confirm: true }),
      failure: "Erasing failed",
      reads: eraseAnswer,
    });
    setBusy(false);
    setConfirming(false);
    if (erased) {
      const counts = erased.data;
      setOutcome(
        `${inboxTexts.erased}: ${counts.contact} contact messages, ${counts.hire} hire requests, ${counts.cloud_vps} cloud VPS enquiries, ${counts.application} applications, ${counts.resumes} resumes, ${counts.mails} e-mails.`,
      );
      setFound(null);
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
    }
  }

  return (
    <Panel title="Erase a person">
      <p className="mb-3 text-sm text-slate-700">
        When someone asks to be forgotten, find everything sent with their e-mail address (with resumes and
        the e-mails sent to them), check it, then erase it.
      </p>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-700">
            E-mail address
          </label>
          <input
            id={emailId}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={fieldClass}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          <Search aria-hidden="true" className="size-4" /> Find
        </button>
      </form>
      {found && (
        <div className="mt-4" aria-live="polite">
          {found.rows.length === 0 ? (
            <EmptyState>Nothing was sent with {found.email}.</EmptyState>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-800">
                {found.rows.length} {found.rows.length === 1 ? "submission" : "submissions"} from{" "}
                {found.email}:
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {found.rows.map((row) => (
                  <li key={`${row.kind}:${row.id}`}>
                    {inboxTexts.kindLabels[row.kind]} from {row.name}, <DateTime value={row.received_at} />
                    {row.has_resume ? " (with resume)" : ""}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={`${dangerButtonClass} mt-3`}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Erase person
              </button>
            </>
          )}
        </div>
      )}
      {outcome && (
        <p role="status" className="mt-4 text-sm text-emerald-800">
          {outcome}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        message={`Erase everything sent with ${found?.email ?? ""}? This cannot be undone.`}
        busy={busy}
        confirmLabel="Erase"
        busyLabel="Erasing..."
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}

/** How long job applications are kept; spam goes after SPAM_KEPT_DAYS whatever this says. */
function Retention() {
  const fieldId = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["admin", "inbox-settings"],
    queryFn: () => loadRecord("/api/inbox/settings", inboxSettingsAnswer),
  });
  const [days, setDays] = useState<string | null>(null);
  const current = days ?? (query.data?.data.retention_days ?? "").toString();

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await runAdminAction({
      call: () =>
        adminApi.put("/api/inbox/settings", {
          retention_days: current.trim() === "" ? null : Number(current),
        }),
      success: inboxTexts.settingsSaved,
      failure: "Saving failed",
    });
    if (saved) {
      setDays(null);
      await queryClient.invalidateQueries({ queryKey: ["admin", "inbox-settings"] });
    }
  }

  return (
    <Panel title="Retention">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice>{loadErrorMessage(query.error, "Failed to load the settings")}</ErrorNotice>
      ) : (
        <form onSubmit={save} className="space-y-3">
          <p className="text-sm text-slate-700">
            Job applications and their resumes older than this are deleted every day. Leave it empty to keep
            them. Submissions marked spam are deleted after {SPAM_KEPT_DAYS} days.
          </p>
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
              Keep job applications for (days)
            </label>
            <input
              id={fieldId}
              type="number"
              min={RETENTION_DAYS_MIN}
              max={RETENTION_DAYS_MAX}
              value={current}
              onChange={(event) => setDays(event.target.value)}
              className={fieldClass}
            />
          </div>
          <button type="submit" className={primaryButtonClass}>
            <ShieldCheck aria-hidden="true" className="size-4" /> Save
          </button>
        </form>
      )}
    </Panel>
  );
}

export default function PersonalDataPage() {
  return (
    <div className="space-y-6">
      <ScreenHeader
        title={TITLE}
        description="Requests to be forgotten, and how long applicants' data is kept (India's Digital Personal Data Protection Act)."
      />
      <ErasePerson />
      <Retention />
    </div>
  );
}
