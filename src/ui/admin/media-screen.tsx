import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { adminApi, IMAGE_ACCEPT, imageFileError } from "#src/lib/admin-api.ts";
import { MEDIA_KIND_LABELS, type MediaItemAnswer, mediaItem, mediaTexts } from "#src/lib/media.ts";
import { UPLOAD_FOLDERS, type UploadFolder } from "#src/lib/upload-urls.ts";
import { SelectField, TextField } from "#src/ui/form-controls.tsx";
import { Modal } from "#src/ui/modal.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  ConfirmDialog,
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "./confirm-dialog.tsx";
import { FileField } from "./file-field.tsx";
import { EmptyState, ErrorNotice, LoadingState, Panel, ScreenHeader } from "./list-states.tsx";
import { MediaPager, useMediaSearch } from "./media-picker.tsx";

// The media library (docs/decisions/0047-media-library.md): every image the site shows, with its
// alt text, focal point, size and where it is used; upload once, pick it in any form of its kind,
// replace it everywhere, delete what nothing shows.

const imageTexts = {
  required: mediaTexts.fileRequired,
  notImage: "Choose a PNG, JPEG, WebP, GIF, AVIF or SVG image",
  tooLarge: "The image must be at most 5MB",
};
const KIND_OPTIONS = UPLOAD_FOLDERS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] }));

const fieldErrorsAnswer = z.object({
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
const itemAnswer = z.object({ success: z.boolean(), message: z.string(), data: mediaItem });

export function MediaScreen() {
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState<UploadFolder | "">("");
  const { search, setSearch, page, setPage, pages, items } = useMediaSearch(folder);
  const [editing, setEditing] = useState<MediaItemAnswer | null>(null);
  const [deleting, setDeleting] = useState<{
    item: MediaItemAnswer;
    message: string;
    confirm: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "media"] });

  const askDelete = (item: MediaItemAnswer) => {
    if (item.uses.length > 0) {
      toast.error(mediaTexts.inUse(item.uses.length));
      return;
    }
    setDeleting({
      item,
      confirm: item.inHistory > 0,
      message:
        item.inHistory > 0
          ? mediaTexts.confirmHistory(item.inHistory)
          : `Delete "${item.title}" from the media library? This cannot be undone.`,
    });
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await adminApi.delete(
        `/api/media/${deleting.item.id}${deleting.confirm ? "?confirm=true" : ""}`,
      );
      if (answer.status === 409 && !deleting.confirm && !deleting.item.uses.length) {
        // Named by history since the list was loaded: ask again, saying so.
        setDeleting({
          ...deleting,
          confirm: true,
          message: answer.body.message ?? mediaTexts.confirmHistory(1),
        });
        return;
      }
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The image could not be deleted");
        setDeleting(null);
        await refresh();
        return;
      }
      toast.success(mediaTexts.deleted);
      setDeleting(null);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenHeader
        title={mediaTexts.title}
        description="Every image the site shows: describe each one once, choose it in any form of its kind, replace it everywhere at once."
      />
      <div className="space-y-6">
        <UploadPanel onAdded={refresh} />
        <Panel title="Images" id="media-list-heading">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              label="Search by name or alt text"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label="Kind"
              value={folder}
              placeholder="All kinds"
              options={KIND_OPTIONS}
              onChange={(event) => {
                setFolder(event.target.value as UploadFolder | "");
                setPage(1);
              }}
            />
          </div>
          <div className="mt-4">
            {items.isPending && <LoadingState />}
            {items.isError && <ErrorNotice>{items.error.message}</ErrorNotice>}
            {items.data && items.data.data.length === 0 && <EmptyState>No images found.</EmptyState>}
            {items.data && items.data.data.length > 0 && (
              <>
                <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                  {items.data.total} {items.data.total === 1 ? "image" : "images"}
                </p>
                <ul
                  className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
                  aria-label="Library images"
                >
                  {items.data.data.map((item) => (
                    <MediaCard
                      key={item.id}
                      item={item}
                      onEdit={() => setEditing(item)}
                      onDelete={() => askDelete(item)}
                    />
                  ))}
                </ul>
              </>
            )}
          </div>
          <MediaPager page={page} pages={pages} label="Pages of images" onPage={setPage} />
        </Panel>
      </div>
      {editing && (
        <EditDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting?.message ?? ""}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function sizeText(item: MediaItemAnswer): string {
  const parts: string[] = [];
  if (item.width && item.height) parts.push(`${item.width} × ${item.height} px`);
  if (item.bytes) parts.push(item.bytes < 1024 ? `${item.bytes} B` : `${(item.bytes / 1024).toFixed(1)} KB`);
  return parts.join(", ") || "Size not read yet";
}

function MediaCard({
  item,
  onEdit,
  onDelete,
}: {
  item: MediaItemAnswer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="relative flex h-40 items-center justify-center overflow-hidden rounded bg-slate-50">
        <img src={item.url} alt={item.alt} loading="lazy" className="max-h-full max-w-full object-contain" />
        {item.focalX !== null && item.focalY !== null && (
          <span
            aria-hidden="true"
            className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow"
            style={{ left: `${item.focalX}%`, top: `${item.focalY}%` }}
          />
        )}
      </div>
      <h3 id={headingId} className="mt-2 font-semibold text-ink [overflow-wrap:anywhere]">
        {item.title}
      </h3>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        <span className="font-medium">Alt:</span> {item.alt}
      </p>
      <p className="text-xs text-slate-600">
        {MEDIA_KIND_LABELS[item.folder]} · {sizeText(item)}
      </p>
      <div className="mt-1 text-sm text-slate-700">
        {item.uses.length === 0 ? (
          <p>
            Not used on the site
            {item.inHistory > 0 ? ` (named by ${item.inHistory} earlier versions or drafts)` : ""}
          </p>
        ) : (
          <details>
            <summary className="cursor-pointer font-medium text-brand-700">
              Used in {item.uses.length} {item.uses.length === 1 ? "place" : "places"}
            </summary>
            <ul className="mt-1 list-disc pl-5">
              {item.uses.map((use) => (
                <li key={`${use.label}-${use.id}-${use.title}`}>
                  {use.label}{" "}
                  <Link to={use.screen} className="font-medium text-brand-700 underline">
                    {use.title || `#${use.id}`}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <button
          type="button"
          onClick={onEdit}
          className={secondaryButtonClass}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          className={smallDangerButtonClass}
          aria-label={`Delete ${item.title}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

function UploadPanel({ onAdded }: { onAdded: () => void }) {
  const [folder, setFolder] = useState<UploadFolder | "">("");
  const [alt, setAlt] = useState("");
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!folder) found.folder = mediaTexts.kindRequired;
    if (!alt.trim()) found.alt = mediaTexts.altRequired;
    const fileProblem = imageFileError(file, imageTexts);
    if (fileProblem) found.file = fileProblem;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !folder) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append("folder", folder);
      form.append("alt", alt.trim());
      if (title.trim()) form.append("title", title.trim());
      form.append("file", file);
      const answer = await adminApi.form("/api/media", form);
      if (!answer.ok) {
        const read = fieldErrorsAnswer.safeParse(answer.json);
        const fieldErrors = Object.fromEntries(
          (read.success ? (read.data.errors ?? []) : []).map((error) => [error.field, error.message]),
        );
        setErrors(fieldErrors);
        toast.error(answer.body.message ?? "The image could not be added");
        return;
      }
      toast.success(mediaTexts.uploaded);
      setAlt("");
      setTitle("");
      setFile(null);
      if (fileRef.current) fileRef.current.value = "";
      onAdded();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Add an image" id="media-upload-heading">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Kind"
          required
          value={folder}
          placeholder="Choose a kind"
          options={KIND_OPTIONS}
          error={errors.folder}
          onChange={(event) => setFolder(event.target.value as UploadFolder | "")}
        />
        <TextField
          label="Name"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="md:col-span-2">
          <TextField
            label="Alt text"
            required
            value={alt}
            maxLength={300}
            error={errors.alt}
            hint="What the image shows, for people who cannot see it."
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
        <div className="md:col-span-2">
          <FileField
            ref={fileRef}
            label="Image"
            required
            accept={IMAGE_ACCEPT}
            error={errors.file ?? null}
            hint="PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5MB."
            onFiles={([picked]) => setFile(picked ?? null)}
          />
        </div>
        <div className="md:col-span-2">
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Adding..." : "Add image"}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** An item's name, alt text and focal point, and Replace: a new file shown everywhere it is used. */
function EditDialog({
  item,
  onClose,
  onSaved,
}: {
  item: MediaItemAnswer;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(item.title);
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState<{ x: number; y: number } | null>(
    item.focalX !== null && item.focalY !== null ? { x: item.focalX, y: item.focalY } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) {
      setError(mediaTexts.altRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminApi.patch(`/api/media/${item.id}`, {
        title: title.trim(),
        alt: alt.trim(),
        focalX: focal?.x ?? null,
        focalY: focal?.y ?? null,
      });
      if (!answer.ok) {
        setError(answer.body.message ?? "The details could not be saved");
        return;
      }
      toast.success(mediaTexts.updated);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const replace = async () => {
    const problem = imageFileError(replacement, imageTexts);
    setReplaceError(problem);
    if (problem || !replacement) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append("file", replacement);
      const answer = await adminApi.form(`/api/media/${item.id}/file`, form, "PUT");
      const read = itemAnswer.safeParse(answer.json);
      if (!answer.ok || !read.success) {
        setReplaceError(answer.body.message ?? "The image could not be replaced");
        return;
      }
      toast.success(mediaTexts.replaced);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const percent = (value: string) => Math.max(0, Math.min(100, Math.round(Number(value) || 0)));
  return (
    <Modal open onClose={onClose} title={`Edit image: ${item.title}`} className="max-w-2xl">
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <div>
          <p className="text-sm font-medium text-slate-800">Focal point</p>
          <p className="text-xs text-slate-600">
            Click the image where crops should stay centred (team and portrait squares), or type the point
            below.
          </p>
          <button
            type="button"
            aria-label="Set the focal point where you click"
            className="relative mt-2 block w-full max-w-sm cursor-crosshair overflow-hidden rounded border border-slate-200 bg-slate-50"
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || event.detail === 0) return;
              setFocal({
                x: percent(String(((event.clientX - box.left) / box.width) * 100)),
                y: percent(String(((event.clientY - box.top) / box.height) * 100)),
              });
            }}
          >
            <img src={item.url} alt={item.alt} className="block w-full" />
            {focal && (
              <span
                aria-hidden="true"
                className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow"
                style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
              />
            )}
          </button>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <TextField
              label="Across (%)"
              type="number"
              min={0}
              max={100}
              value={focal?.x ?? ""}
              placeholder="50"
              className="w-24"
              onChange={(event) => setFocal({ x: percent(event.target.value), y: focal?.y ?? 50 })}
            />
            <TextField
              label="Down (%)"
              type="number"
              min={0}
              max={100}
              value={focal?.y ?? ""}
              placeholder="50"
              className="w-24"
              onChange={(event) => setFocal({ x: focal?.x ?? 50, y: percent(event.target.value) })}
            />
            <button type="button" className={secondaryButtonClass} onClick={() => setFocal(null)}>
              Centre
            </button>
          </div>
        </div>
        <TextField
          label="Name"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="Alt text"
          required
          value={alt}
          maxLength={300}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Saving..." : "Save details"}
          </button>
        </div>
      </form>
      <section aria-label="Replace the image" className="mt-6 border-t border-slate-200 pt-4">
        <FileField
          label="Replace with a new image"
          accept={IMAGE_ACCEPT}
          error={replaceError}
          hint={
            item.uses.length > 0
              ? `Shown at once in the ${item.uses.length} ${item.uses.length === 1 ? "place" : "places"} using it; earlier versions keep the old one.`
              : "Earlier versions keep the old one."
          }
          onFiles={([picked]) => setReplacement(picked ?? null)}
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => void replace()}
          className={`mt-3 ${secondaryButtonClass}`}
        >
          {busy ? "Replacing..." : "Replace everywhere"}
        </button>
      </section>
    </Modal>
  );
}
