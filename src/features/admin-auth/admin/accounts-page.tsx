import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import {
  ConfirmDialog,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { smallSecondaryButtonClass } from "#src/ui/admin/records.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import {
  type AccountCreateInput,
  type AccountRow,
  accountCreateInput,
  accountRolesInput,
  accountsAnswer,
  accountTexts,
  invitationAnswer,
  passwordLinkTexts,
  temporaryPasswordAnswer,
} from "../admin-auth.schema.ts";
import { RoleChoices, roleNames } from "./role-choices.tsx";

export const meta = () => adminMeta(accountTexts.accountsTitle);
export const headers = adminHeaders;

const ACCOUNTS_KEY = ["admin", "accounts"];

type PendingAction = { kind: "disable" | "remove" | "reset"; row: AccountRow };

const confirmTexts = {
  disable: {
    message: (row: AccountRow) =>
      `Disable the account of ${row.name || row.number}? Its sessions end at once.`,
    label: "Disable",
    busy: "Disabling...",
  },
  remove: {
    message: (row: AccountRow) => `Remove the account of ${row.name || row.number}? This cannot be undone.`,
    label: "Remove",
    busy: "Removing...",
  },
  reset: {
    message: (row: AccountRow) =>
      `Give ${row.name || row.number} a new temporary password? Their sessions end at once.`,
    label: "Reset password",
    busy: "Resetting...",
  },
} as const;

/** A temporary password, shown once after an add or a reset. */
function TemporaryPassword({
  shown,
  onDone,
}: {
  shown: { number: string; password: string };
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <p>
        Temporary password for <strong>{shown.number}</strong> (shown only now; it must be changed at the
        first sign-in):
      </p>
      <p className="mt-2">
        <code
          data-temporary-password
          className="rounded bg-white px-2 py-1 font-mono text-base text-slate-900"
        >
          {shown.password}
        </code>
      </p>
      <button type="button" onClick={onDone} className={`${secondaryButtonClass} mt-3`}>
        Done
      </button>
    </div>
  );
}

/** An invitation's link, shown once when no mail can carry it (SMTP off). */
function InvitationLink({ shown, onDone }: { shown: { number: string; url: string }; onDone: () => void }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <p>
        Invitation link for <strong>{shown.number}</strong>. {passwordLinkTexts.invitationShown}
      </p>
      <p className="mt-2 break-all">
        <code data-invitation-url className="rounded bg-white px-2 py-1 font-mono text-slate-900">
          {shown.url}
        </code>
      </p>
      <button type="button" onClick={onDone} className={`${secondaryButtonClass} mt-3`}>
        Done
      </button>
    </div>
  );
}

const addAnswer = z.union([temporaryPasswordAnswer, invitationAnswer]);

function AddAccountForm({
  onAdded,
}: {
  onAdded: (number: string, shown: { password?: string; url?: string }) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountCreateInput>({
    resolver: zodResolver(accountCreateInput),
    defaultValues: { number: "", name: "", email: "", roles: [] },
  });
  return (
    <AdminForm
      columns={3}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Add account"
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        const added = await runAdminAction({
          call: () => adminApi.post("/api/admin/accounts", values),
          reads: addAnswer,
          success: values.email ? passwordLinkTexts.invitationSent : accountTexts.accountAdded,
          failure: "Failed to add the account",
          report: setFailure,
        });
        if (added) {
          reset({ number: "", name: "", email: "", roles: [] });
          onAdded(
            values.number.trim(),
            "temporaryPassword" in added
              ? { password: added.temporaryPassword }
              : { url: added.invitationUrl },
          );
        }
      })}
    >
      <TextField
        label="Number"
        type="tel"
        inputMode="numeric"
        required
        error={errors.number?.message}
        {...register("number")}
      />
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Email"
        type="email"
        hint="With an e-mail, the person gets an invitation link to choose a password; without, a temporary password."
        error={errors.email?.message}
        {...register("email")}
      />
      <RoleChoices error={errors.roles?.message} {...register("roles")} />
    </AdminForm>
  );
}

/** Changes one account's roles: a form of its own, shown above the list while open. */
function EditRoles({ row, onDone }: { row: AccountRow; onDone: (saved: boolean) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ roles: AccountRow["roles"] }>({
    resolver: zodResolver(accountRolesInput),
    defaultValues: { roles: row.roles },
  });
  const who = row.name || row.number;
  return (
    <AdminForm
      columns={2}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Save roles"
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        const saved = await runAdminAction({
          call: () => adminApi.put(`/api/admin/accounts/${row.id}/roles`, values),
          success: accountTexts.rolesSaved,
          failure: "Failed to save the roles",
          report: setFailure,
        });
        if (saved) onDone(true);
      })}
    >
      <RoleChoices legend={`Roles of ${who}`} error={errors.roles?.message} {...register("roles")} />
      <div>
        <button type="button" onClick={() => onDone(false)} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </AdminForm>
  );
}

function SecuritySetting({ requireTwoFactor, onSaved }: { requireTwoFactor: boolean; onSaved: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function toggle(next: boolean) {
    setBusy(true);
    const saved = await runAdminAction({
      call: () => adminApi.put("/api/admin/security", { requireTwoFactor: next }),
      success: accountTexts.securitySaved,
      failure: "Failed to save the security settings",
    });
    setBusy(false);
    if (saved) onSaved();
  }
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={requireTwoFactor}
        disabled={busy}
        onChange={(event) => toggle(event.target.checked)}
        className="mt-1 size-4 rounded border-slate-300"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        <span className="font-medium">Require two-factor sign-in for every account</span>
        <span className="block text-slate-600">
          An account without it must set it up at its next sign-in before it can do anything else.
        </span>
      </label>
    </div>
  );
}

export default function AccountsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: () => loadRecord("/api/admin/accounts", accountsAnswer),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  const [shown, setShown] = useState<{ number: string; password: string } | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const [invitation, setInvitation] = useState<{ number: string; url: string } | null>(null);

  async function resendInvitation(row: AccountRow) {
    const answer = await runAdminAction({
      call: () => adminApi.post(`/api/admin/accounts/${row.id}/invitation`, {}),
      reads: invitationAnswer,
      success: passwordLinkTexts.invitationSent,
      failure: "Failed to send the invitation",
    });
    if (answer?.invitationUrl) setInvitation({ number: row.number, url: answer.invitationUrl });
    await refresh();
  }

  async function revokeInvitation(row: AccountRow) {
    await runAdminAction({
      call: () => adminApi.delete(`/api/admin/accounts/${row.id}/invitation`),
      success: passwordLinkTexts.invitationRevoked,
      failure: "Failed to revoke the invitation",
    });
    await refresh();
  }
  const ids = { add: useId(), list: useId(), security: useId(), roles: useId() };

  async function enable(row: AccountRow) {
    if (
      await runAdminAction({
        call: () => adminApi.post(`/api/admin/accounts/${row.id}/enable`, {}),
        success: accountTexts.accountEnabled,
        failure: "Failed to enable the account",
      })
    )
      await refresh();
  }

  async function confirmPending() {
    if (!pending) return;
    const { kind, row } = pending;
    setBusy(true);
    if (kind === "reset") {
      const answer = await runAdminAction({
        call: () => adminApi.post(`/api/admin/accounts/${row.id}/reset-password`, {}),
        reads: temporaryPasswordAnswer,
        success: accountTexts.passwordReset,
        failure: "Failed to reset the password",
      });
      if (answer) setShown({ number: row.number, password: answer.temporaryPassword });
    } else {
      await runAdminAction({
        call: () =>
          kind === "remove"
            ? adminApi.delete(`/api/admin/accounts/${row.id}`)
            : adminApi.post(`/api/admin/accounts/${row.id}/disable`, {}),
        success: kind === "remove" ? accountTexts.accountRemoved : accountTexts.accountDisabled,
        failure: kind === "remove" ? "Failed to remove the account" : "Failed to disable the account",
      });
    }
    setBusy(false);
    setPending(null);
    await refresh();
  }

  const who = (row: AccountRow) => row.name || row.number;
  const columns: Column<AccountRow>[] = [
    { header: "Name", text: (row) => (row.you ? `${row.name || "—"} (you)` : row.name || "—") },
    { header: "Number", text: (row) => row.number },
    { header: "Email", cell: (row) => <span className="break-all">{row.email || "—"}</span> },
    { header: "Roles", text: (row) => roleNames(row.roles) },
    { header: "Two-factor", text: (row) => (row.twoFactor ? "On" : "Off") },
    {
      header: "Last sign-in",
      text: (row) => (row.lastSignInAt ? formatDate(row.lastSignInAt) : "Never"),
      cell: (row) => (row.lastSignInAt ? <DateTime value={row.lastSignInAt} /> : "Never"),
    },
    {
      header: "State",
      text: (row) =>
        `${row.active ? "Active" : "Disabled"}${row.mustChangePassword ? " · temporary password" : ""}${
          row.invited ? " · invited" : ""
        }`,
    },
    {
      header: "Actions",
      card: "foot",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setEditing(row)}
            aria-label={`Change roles of ${who(row)}`}
            className={smallSecondaryButtonClass}
          >
            Roles
          </button>
          {!row.you && (
            <>
              {row.email && (
                <button
                  type="button"
                  onClick={() => resendInvitation(row)}
                  aria-label={`${row.invited ? "Resend invitation to" : "Invite"} ${who(row)}`}
                  className={smallSecondaryButtonClass}
                >
                  {row.invited ? "Resend invitation" : "Invite"}
                </button>
              )}
              {row.invited && (
                <button
                  type="button"
                  onClick={() => revokeInvitation(row)}
                  aria-label={`Revoke invitation of ${who(row)}`}
                  className={smallSecondaryButtonClass}
                >
                  Revoke invitation
                </button>
              )}
              {row.active ? (
                <button
                  type="button"
                  onClick={() => setPending({ kind: "disable", row })}
                  aria-label={`Disable ${who(row)}`}
                  className={smallSecondaryButtonClass}
                >
                  Disable
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => enable(row)}
                  aria-label={`Enable ${who(row)}`}
                  className={smallSecondaryButtonClass}
                >
                  Enable
                </button>
              )}
              <button
                type="button"
                onClick={() => setPending({ kind: "reset", row })}
                aria-label={`Reset password of ${who(row)}`}
                className={smallSecondaryButtonClass}
              >
                Reset password
              </button>
              <button
                type="button"
                onClick={() => setPending({ kind: "remove", row })}
                aria-label={`Remove ${who(row)}`}
                className={smallDangerButtonClass}
              >
                Remove
              </button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <ScreenHeader title={accountTexts.accountsTitle} description={accountTexts.accountsDescription} />
      {shown && <TemporaryPassword shown={shown} onDone={() => setShown(null)} />}
      {invitation && <InvitationLink shown={invitation} onDone={() => setInvitation(null)} />}
      <Panel title="Add an account" id={ids.add}>
        <AddAccountForm
          onAdded={(number, added) => {
            if (added.password) setShown({ number, password: added.password });
            if (added.url) setInvitation({ number, url: added.url });
            void refresh();
          }}
        />
      </Panel>
      {editing && (
        <Panel title={`Roles of ${editing.name || editing.number}`} id={ids.roles}>
          <EditRoles
            key={editing.id}
            row={editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        </Panel>
      )}
      {query.isPending && <LoadingState />}
      {query.isError && (
        <ErrorNotice>{loadErrorMessage(query.error, "Failed to load the accounts")}</ErrorNotice>
      )}
      {query.data && (
        <>
          <Panel title="Security" id={ids.security}>
            <SecuritySetting requireTwoFactor={query.data.requireTwoFactor} onSaved={refresh} />
          </Panel>
          <Panel title="Accounts" id={ids.list}>
            <DataTable
              caption="Staff accounts"
              columns={columns}
              rows={query.data.data}
              rowKey={(row) => row.id}
            />
          </Panel>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        message={pending ? confirmTexts[pending.kind].message(pending.row) : ""}
        confirmLabel={pending ? confirmTexts[pending.kind].label : undefined}
        busyLabel={pending ? confirmTexts[pending.kind].busy : undefined}
        busy={busy}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
