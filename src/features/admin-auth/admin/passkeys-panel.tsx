import { useQuery, useQueryClient } from "@tanstack/react-query";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { ErrorNotice, LoadingState } from "#src/ui/admin/list-states.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { type PasskeyRow, passkeyOptionsAnswer, passkeysAnswer, passkeyTexts } from "../passkeys.schema.ts";
import { passkeyFailure } from "./passkey-failure.ts";

const PASSKEYS_KEY = ["admin", "account", "passkeys"];

/** My Account's passkeys: add one (a name and the current password), the list, remove. */
export function PasskeysPanel({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: () => loadRecord("/api/admin/account/passkeys", passkeysAnswer),
  });
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    onChanged();
  };

  async function add() {
    const missing = {
      ...(name.trim() ? {} : { name: "Name is required" }),
      ...(password ? {} : { password: "Current password is required" }),
    };
    setErrors(missing);
    if (missing.name || missing.password) return;
    setFailure(null);
    setBusy(true);
    try {
      const options = await runAdminAction({
        call: () => adminApi.post("/api/admin/account/passkeys/options", { password }),
        reads: passkeyOptionsAnswer,
        failure: "Failed to start adding a passkey",
        report: setFailure,
      });
      if (!options) return;
      const { startRegistration } = await import("@simplewebauthn/browser");
      let response: unknown;
      try {
        response = await startRegistration({ optionsJSON: options.options as never });
      } catch (error) {
        setFailure(passkeyFailure(error));
        return;
      }
      const added = await runAdminAction({
        call: () => adminApi.post("/api/admin/account/passkeys", { name: name.trim(), response }),
        success: passkeyTexts.added,
        failure: "Failed to add the passkey",
        report: setFailure,
      });
      if (!added) return;
      setAdding(false);
      setName("");
      setPassword("");
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: PasskeyRow) {
    if (
      await runAdminAction({
        call: () => adminApi.delete(`/api/admin/account/passkeys/${row.id}`),
        success: passkeyTexts.removed,
        failure: "Failed to remove the passkey",
      })
    )
      await refresh();
  }

  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorNotice>{loadErrorMessage(query.error, "Failed to load your passkeys")}</ErrorNotice>;
  const rows = query.data.data;
  const columns: Column<PasskeyRow>[] = [
    { header: "Name", text: (row) => row.name },
    {
      header: "Added",
      text: (row) => formatDate(row.createdAt),
      cell: (row) => <DateTime value={row.createdAt} />,
    },
    {
      header: "Last used",
      text: (row) => (row.lastUsedAt ? formatDate(row.lastUsedAt) : "Never"),
      cell: (row) => (row.lastUsedAt ? <DateTime value={row.lastUsedAt} /> : "Never"),
    },
    {
      header: "Actions",
      card: "foot",
      cell: (row) => (
        <button
          type="button"
          onClick={() => remove(row)}
          aria-label={`Remove the passkey ${row.name}`}
          className={smallDangerButtonClass}
        >
          <Trash2 aria-hidden="true" className="size-3.5" /> Remove
        </button>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{passkeyTexts.description}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{passkeyTexts.none}</p>
      ) : (
        <DataTable caption="Your passkeys" columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
      {adding ? (
        <form
          method="post"
          noValidate
          className="max-w-md space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            label="Passkey name"
            name="passkeyName"
            required
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            hint="For you to tell them apart, such as the device's name."
          />
          <TextField
            label="Current password"
            name="passkeyPassword"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? "Waiting for the passkey..." : "Continue"}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setAdding(false);
                setErrors({});
                setFailure(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setAdding(true)}>
          {passkeyTexts.add}
        </button>
      )}
    </div>
  );
}
