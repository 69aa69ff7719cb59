import { type FormEventHandler, type ReactNode, useRef, useState } from "react";
import { IMAGE_ACCEPT, imageFileError } from "#src/lib/admin-api.ts";
import type { MediaItemAnswer } from "#src/lib/media.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { primaryButtonClass } from "./confirm-dialog.tsx";
import { FileField } from "./file-field.tsx";
import { ImagePreview } from "./image-preview.tsx";
import { ErrorNotice } from "./list-states.tsx";
import { LibraryChoice } from "./media-picker.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";

const gridClass = { 2: "grid gap-4 sm:grid-cols-2", 3: "grid gap-4 sm:grid-cols-3" } as const;
const fullRowClass = { 2: "sm:col-span-2", 3: "sm:col-span-3" } as const;

/**
 * An add or edit form of a back-office screen: its fields in a grid, the failure of its last send
 * above them, and its submit button (in a bar that stays at the bottom of the window while the
 * form runs past it), which shows the busy text and is disabled while it is sent.
 * `dirty` (changes not saved yet) makes leaving the page, or closing its FormDialog, ask first.
 */
export function AdminForm({
  columns = 2,
  failure,
  onSubmit,
  busy,
  submitLabel,
  busyLabel = "Adding...",
  dirty = false,
  actions,
  children,
}: {
  columns?: 2 | 3;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  dirty?: boolean;
  /** Buttons beside the submit button (a form's "Save as draft"). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  useUnsavedChanges(dirty);
  return (
    <form noValidate onSubmit={onSubmit} className={gridClass[columns]}>
      {failure && (
        <div className={fullRowClass[columns]}>
          <ErrorNotice>{failure}</ErrorNotice>
        </div>
      )}
      {children}
      {/* Sticky: a long form's Save is in reach without scrolling to its end. */}
      <div
        className={`sticky bottom-0 z-10 -mx-2 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-2 py-3 ${fullRowClass[columns]}`}
      >
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? busyLabel : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}

export interface RequiredImageTexts {
  required: string;
  notImage: string;
  tooLarge: string;
}

/**
 * The required image of an add form (a client's logo, a member's photo): the picked file, its
 * error, the check before sending, and the emptying after a save.
 */
export function useRequiredImage(texts: RequiredImageTexts) {
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<MediaItemAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };
  return {
    file,
    /** An image of the media library chosen instead of a file (docs/decisions/0047-media-library.md). */
    chosen,
    error,
    inputRef,
    pick(picked: File | null) {
      setFile(picked);
      if (picked) setChosen(null);
      setError(picked ? imageFileError(picked, texts) : null);
    },
    choose(item: MediaItemAnswer | null) {
      setChosen(item);
      if (item) {
        setFile(null);
        setError(null);
        clearInput();
      }
    },
    /** Shows the file's error, if any; the file or the library image when it may be sent. */
    check(): File | MediaItemAnswer | null {
      if (chosen) return chosen;
      const problem = imageFileError(file, texts);
      setError(problem);
      return problem ? null : file;
    },
    clear() {
      setFile(null);
      setChosen(null);
      clearInput();
    },
  };
}

/** The file input of a required image, with its preview below it. */
export function RequiredImageField({
  image,
  label,
  hint,
  previewAlt,
  previewClassName,
  className,
  folder,
}: {
  image: ReturnType<typeof useRequiredImage>;
  label: string;
  hint?: string;
  previewAlt: string;
  previewClassName: string;
  className?: string;
  /** The media library's kind to choose from instead of uploading. */
  folder?: UploadFolder;
}) {
  return (
    <div className={className}>
      <FileField
        ref={image.inputRef}
        label={label}
        required={!image.chosen}
        accept={IMAGE_ACCEPT}
        error={image.error}
        hint={hint}
        onFiles={([file]) => image.pick(file ?? null)}
      />
      {folder && (
        <LibraryChoice
          folder={folder}
          picked={image.chosen}
          onChoose={(item) => image.choose(item)}
          onClear={() => image.choose(null)}
        />
      )}
      <ImagePreview file={image.file} alt={previewAlt} className={`mt-2 ${previewClassName}`} />
    </div>
  );
}

/**
 * The optional new image of an edit form (a client's logo, a member's photo): none keeps the
 * current one; a picked file must be an image of at most 5MB.
 */
export function useReplacementImage(texts: Omit<RequiredImageTexts, "required">) {
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<MediaItemAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = (picked: File | null) =>
    picked ? imageFileError(picked, { ...texts, required: "" }) : null;
  return {
    file,
    /** An image of the media library chosen instead of a new file. */
    chosen,
    error,
    inputRef,
    pick(picked: File | null) {
      setFile(picked);
      if (picked) setChosen(null);
      setError(problem(picked));
    },
    choose(item: MediaItemAnswer | null) {
      setChosen(item);
      if (item) {
        setFile(null);
        setError(null);
        if (inputRef.current) inputRef.current.value = "";
      }
    },
    /** Shows the file's error, if any; `ok` when the form may be sent (with `file`, or keeping the current one). */
    check(): { ok: boolean; file: File | null } {
      const found = problem(file);
      setError(found);
      return { ok: found === null, file };
    },
  };
}

/** The file input of a replacement image: the current image, then the new one's preview once picked. */
export function ReplacementImageField({
  image,
  label,
  hint,
  current,
  currentAlt,
  previewAlt,
  previewClassName,
  className,
  folder,
}: {
  image: ReturnType<typeof useReplacementImage>;
  label: string;
  hint: string;
  current: string;
  currentAlt: string;
  previewAlt: string;
  previewClassName: string;
  className?: string;
  /** The media library's kind to choose from instead of uploading. */
  folder?: UploadFolder;
}) {
  return (
    <div className={className}>
      <FileField
        ref={image.inputRef}
        label={label}
        accept={IMAGE_ACCEPT}
        error={image.error}
        hint={hint}
        onFiles={([file]) => image.pick(file ?? null)}
      />
      {folder && (
        <LibraryChoice
          folder={folder}
          picked={image.chosen}
          onChoose={(item) => image.choose(item)}
          onClear={() => image.choose(null)}
        />
      )}
      <div className="mt-2 flex items-center gap-3">
        {image.file ? (
          <ImagePreview file={image.file} alt={previewAlt} className={previewClassName} />
        ) : image.chosen ? null : (
          <img
            src={current}
            alt={currentAlt}
            className={`rounded-lg border border-slate-200 object-cover ${previewClassName}`}
          />
        )}
      </div>
    </div>
  );
}
