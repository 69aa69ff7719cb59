import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ApiStatusError,
  adminApi,
  IMAGE_ACCEPT,
  imageFileError,
  loadList,
  retryingLoad,
} from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { FilterBox, Pagination, useFilteredPages } from "#src/ui/admin/data-list.tsx";
import { FileField } from "#src/ui/admin/file-field.tsx";
import { FallbackImage, ImagePreview } from "#src/ui/admin/image-preview.tsx";
import { EmptyState, ErrorNotice, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { DeleteButton, QueryStates, useConfirmedDelete } from "#src/ui/admin/records.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import {
  type ClientInput,
  type ClientRowAnswer,
  clientInput,
  clientRow,
  clientTexts,
} from "../client.schema.ts";

export const meta = () => [{ title: "Clients Management | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "clients"];
const DEFAULT_LOGO = "/images/default-logo.svg";
const textOf = (row: ClientRowAnswer) => [row.name, row.alt].join(" ");

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

/** Spec §8: the 503 message, the server's message, else 'HTTP {status}: {text}'. */
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

function deleteClient(id: number) {
  return runAdminAction({
    call: () => adminApi.delete(`/api/clients/${id}`),
    success: clientTexts.adminDeleted,
    failure: {
      refused: (answer) => (answer.status === 503 ? clientTexts.unavailable : clientTexts.deleteFailed),
      unreachable: clientTexts.deleteFailedRetry,
    },
  });
}

/** Add form (spec §5: name required, alt optional, logo file required and an image). */
export function AddClientForm({ onAdded }: { onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClientInput>({ resolver: zodResolver(clientInput), defaultValues: { name: "", alt: "" } });

  const submit = handleSubmit(
    async (values) => {
      const problem = imageFileError(logo, logoTexts);
      setLogoError(problem);
      if (problem || !logo) return;
      setFailure(null);
      const form = new FormData();
      form.append("name", values.name.trim());
      form.append("alt", (values.alt ?? "").trim());
      form.append("logo", logo);
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
      setLogo(null);
      if (fileRef.current) fileRef.current.value = "";
      onAdded();
    },
    () => setLogoError(imageFileError(logo, logoTexts)),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {failure && (
        <div className="sm:col-span-2">
          <ErrorNotice>{failure}</ErrorNotice>
        </div>
      )}
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Alt text"
        hint="Describes the logo for screen readers."
        error={errors.alt?.message}
        {...register("alt")}
      />
      <div className="sm:col-span-2">
        <FileField
          ref={fileRef}
          label="Logo"
          required
          accept={IMAGE_ACCEPT}
          error={logoError}
          hint="PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5MB."
          onFiles={([file]) => {
            setLogo(file ?? null);
            setLogoError(file ? imageFileError(file, logoTexts) : null);
          }}
        />
        <ImagePreview
          file={logo}
          alt="Preview of the chosen logo"
          className="mt-2 h-16 w-auto max-w-48 bg-white object-contain p-1"
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? "Adding..." : "Add Client"}
        </button>
      </div>
    </form>
  );
}

function ClientList({ rows, onDelete }: { rows: ClientRowAnswer[]; onDelete: (id: number) => void }) {
  const list = useFilteredPages(rows, textOf);
  return (
    <>
      <FilterBox value={list.query} onChange={list.setQuery} matching={list.matching} total={list.total} />
      {list.matching === 0 && <EmptyState>No rows match the filter.</EmptyState>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {list.visible.map((client) => (
          <li key={client.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex h-20 items-center justify-center rounded-lg bg-slate-50 p-2">
              <FallbackImage
                src={client.logo_url || null}
                fallback={DEFAULT_LOGO}
                alt={client.alt || client.name || "Client logo"}
                className="max-h-16 w-auto max-w-full object-contain"
              />
            </div>
            <p className="mt-3 font-semibold text-ink">{client.name || "—"}</p>
            <p className="text-xs text-slate-600">{client.alt ? `Alt: ${client.alt}` : "No alt text"}</p>
            <div className="mt-3">
              <DeleteButton
                label={`Delete client ${client.name || client.id}`}
                onClick={() => onDelete(client.id)}
              />
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
    </>
  );
}

export default function ClientsManagementPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: () => loadList("/api/clients", clientRow),
    ...retryingLoad,
  });
  const remove = useConfirmedDelete({ message: clientTexts.adminConfirmDelete, queryKey, run: deleteClient });
  return (
    <>
      <ScreenHeader title="Clients Management" description="Logos shown in the client sliders." />
      <div className="space-y-6">
        <Panel title="Add a client" id="add-client-heading">
          <AddClientForm onAdded={() => queryClient.invalidateQueries({ queryKey })} />
        </Panel>
        <Panel title="Clients" id="clients-heading">
          <QueryStates query={query} emptyText={clientTexts.adminEmpty} errorText={clientsLoadError}>
            {(rows) => <ClientList rows={rows} onDelete={remove.ask} />}
          </QueryStates>
        </Panel>
      </div>
      {remove.dialog}
    </>
  );
}
