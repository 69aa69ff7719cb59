import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiStatusError, adminApi } from "#src/lib/admin-api.ts";
import { AddPanel } from "#src/ui/admin/add-panel.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm, RequiredImageField, useRequiredImage } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ArrangePanel, HiddenBadge } from "#src/ui/admin/arrange-panel.tsx";
import { FallbackImage } from "#src/ui/admin/image-preview.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { EditButton } from "#src/ui/admin/records.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import {
  type ClientAdminAnswer,
  type ClientInput,
  clientAdminRow,
  clientInput,
  clientTexts,
} from "../client.schema.ts";
import { EditClientDialog } from "./edit-client-dialog.tsx";

export const meta = () => adminMeta("Clients Management");
export const headers = adminHeaders;

const queryKey = ["admin", "clients"];
const DEFAULT_LOGO = "/images/default-logo.svg";

const logoTexts = {
  required: clientTexts.logoRequired,
  notImage: clientTexts.logoNotImage,
  tooLarge: clientTexts.logoTooLarge,
};

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** A refused add: the 503 message, else the server's message, else 'HTTP {status}: {text}'. */
export function clientFailureMessage(status: number, message: string | undefined) {
  if (status === 503) return clientTexts.unavailable;
  if (message) return message;
  return clientTexts.httpError
    .replace("{status}", String(status))
    .replace("{text}", statusTexts[status] ?? clientTexts.addFailed);
}

function clientsLoadError(error: unknown) {
  if (error instanceof ApiStatusError && error.status === 503) return clientTexts.unavailable;
  return clientTexts.fetchFailed;
}

/** Add form: the name is required, the alt text optional, the logo file required and an image. */
export function AddClientForm({ onAdded }: { onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const logo = useRequiredImage(logoTexts);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ClientInput>({ resolver: zodResolver(clientInput), defaultValues: { name: "", alt: "" } });

  const submit = handleSubmit(
    async (values) => {
      const file = logo.check();
      if (!file) return;
      setFailure(null);
      const form = new FormData();
      form.append("name", values.name.trim());
      form.append("alt", (values.alt ?? "").trim());
      form.append("logo", file);
      const added = await runAdminAction({
        call: () => adminApi.form("/api/clients", form),
        success: clientTexts.adminAdded,
        failure: {
          refused: (answer) =>
            answer.ok
              ? answer.body.message || clientTexts.addFailed
              : clientFailureMessage(answer.status, answer.body.message),
          unreachable: clientTexts.addFailedRetry,
        },
        report: setFailure,
      });
      if (!added) return;
      reset();
      logo.clear();
      onAdded();
    },
    () => logo.check(),
  );

  return (
    <AdminForm
      onSubmit={submit}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty || logo.file !== null}
      submitLabel="Add Client"
    >
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Alt text"
        hint="Describes the logo for screen readers."
        error={errors.alt?.message}
        {...register("alt")}
      />
      <RequiredImageField
        image={logo}
        label="Logo"
        hint="PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5MB."
        previewAlt="Preview of the chosen logo"
        previewClassName="h-16 w-auto max-w-48 bg-white object-contain p-1"
        className="sm:col-span-2"
      />
    </AdminForm>
  );
}

/** The logos as cards, each with its name, its alt text and its delete button. */
function ClientCards({
  rows,
  deleteButton,
  onEdit,
}: {
  rows: ClientAdminAnswer[];
  deleteButton: (row: ClientAdminAnswer) => ReactNode;
  onEdit: (row: ClientAdminAnswer) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {rows.map((client) => (
        <li key={client.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex h-20 items-center justify-center rounded-lg bg-slate-50 p-2">
            <FallbackImage
              src={client.logo_url || null}
              fallback={DEFAULT_LOGO}
              alt={client.alt || client.name || "Client logo"}
              className="max-h-16 w-auto max-w-full object-contain"
            />
          </div>
          <p className="mt-3 font-semibold text-ink">
            {client.name || "—"}
            <HiddenBadge visible={client.visible} />
          </p>
          <p className="text-xs text-slate-600">{client.alt ? `Alt: ${client.alt}` : "No alt text"}</p>
          <div className="mt-3 flex gap-2">
            <EditButton label={`Edit client ${client.name || client.id}`} onClick={() => onEdit(client)} />
            {deleteButton(client)}
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ClientsManagementPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ClientAdminAnswer | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  return (
    <>
      <ScreenHeader title="Clients Management" description="Logos shown in the client sliders." />
      <div className="space-y-6">
        <AddPanel title="Add a client" id="add-client-heading">
          <AddClientForm onAdded={() => queryClient.invalidateQueries({ queryKey })} />
        </AddPanel>
        <Panel title="Clients" id="clients-heading">
          <ArrangePanel
            title="Arrange client logos"
            queryKey={queryKey}
            loadUrl="/api/clients/order"
            row={clientAdminRow}
            saveUrl="/api/clients/order"
            visibilityUrl={(id) => `/api/clients/${id}/visibility`}
            name={(client) => client.name || `Client ${client.id}`}
          />
          <ListScreen
            load={{ queryKey, url: "/api/clients", row: clientAdminRow, retrying: true, siteOrder: true }}
            emptyText={clientTexts.adminEmpty}
            errorText={clientsLoadError}
            exportName="clients"
            searchHint="Name or alt text"
            renderRows={(rows, deleteButton) => (
              <ClientCards rows={rows} deleteButton={deleteButton} onEdit={setEditing} />
            )}
            remove={{
              label: (row) => `Delete client ${row.name || row.id}`,
              url: (id) => `/api/clients/${id}`,
              confirm: clientTexts.adminConfirmDelete,
              success: clientTexts.adminDeleted,
              failure: {
                refused: (answer) =>
                  answer.status === 503 ? clientTexts.unavailable : clientTexts.deleteFailed,
                unreachable: clientTexts.deleteFailedRetry,
              },
            }}
          />
        </Panel>
      </div>
      <EditClientDialog
        client={editing}
        onClose={closeEdit}
        onSaved={() => {
          closeEdit();
          queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
