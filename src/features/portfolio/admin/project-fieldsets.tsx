import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { type Dispatch, useId, useRef } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { IMAGE_ACCEPT, loadRecord } from "#src/lib/admin-api.ts";
import type { MediaItemAnswer } from "#src/lib/media.ts";
import { secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { FileField } from "#src/ui/admin/file-field.tsx";
import { FallbackImage, ImagePreview } from "#src/ui/admin/image-preview.tsx";
import { LibraryChoice } from "#src/ui/admin/media-picker.tsx";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import {
  type CategoryRowAnswer,
  knownTechnologiesAnswer,
  type ProjectDetailAnswer,
  type projectInput,
} from "../project.schema.ts";
import {
  type ProjectFormAction,
  type ProjectFormState,
  pendingTechnologyError,
  removalKey,
  type SavedKind,
} from "./project-form-state.ts";

// The project form's parts. The text fields are react-hook-form's; the rest is the form's one
// reducer (project-form-state.ts), to which each part dispatches what the admin did.

export type ProjectFormInput = z.input<typeof projectInput>;

interface FieldsetProps {
  state: ProjectFormState;
  dispatch: Dispatch<ProjectFormAction>;
  /** The save is under way: nothing may change under it. */
  busy: boolean;
}

interface SavedItemsProps extends FieldsetProps {
  onRemoveSaved: (kind: SavedKind, id: number) => void;
}

const fieldsetClass = "rounded-lg border border-slate-200 p-4";
const legendClass = "px-1 text-sm font-semibold text-ink";
const FALLBACK_IMAGE = "/images/og-default.png";

/** Category, name, description, highlights and the optional details. */
export function DetailsFields({
  categories,
  register,
  errors,
}: {
  categories: CategoryRowAnswer[];
  register: UseFormRegister<ProjectFormInput>;
  errors: FieldErrors<ProjectFormInput>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Category"
        required
        placeholder="Choose a category"
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        error={errors.category_id?.message}
        {...register("category_id")}
      />
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          required
          rows={4}
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Highlights"
          rows={3}
          hint="One highlight per line."
          error={errors.highlights?.message}
          {...register("highlights")}
        />
      </div>
      <TextField label="Built for" error={errors.build_for?.message} {...register("build_for")} />
      <TextField label="Industry" error={errors.industry?.message} {...register("industry")} />
      <TextField label="Country" error={errors.country?.message} {...register("country")} />
    </div>
  );
}

/** The poster (side image): the current one while editing, the picked one previewed. */
export function SideImageFieldset({
  state,
  dispatch,
  project,
  chosen,
  onChoose,
}: Omit<FieldsetProps, "busy"> & {
  project: ProjectDetailAnswer | null;
  /** A poster chosen from the media library instead of a file (docs/decisions/0047-media-library.md). */
  chosen: MediaItemAnswer | null;
  onChoose: (item: MediaItemAnswer | null) => void;
}) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Poster</legend>
      <div className="flex flex-wrap items-start gap-4">
        {!state.poster && !chosen && project?.side_image && (
          <FallbackImage
            src={project.side_image}
            fallback={FALLBACK_IMAGE}
            alt={`Current poster of ${project.name}`}
            className="h-20 w-32 rounded-lg border border-slate-200 object-cover"
          />
        )}
        <ImagePreview file={state.poster} alt="Preview of the chosen poster" className="h-20 w-32" />
        <div className="min-w-56 flex-1">
          <FileField
            label={project?.side_image ? "Replace poster" : "Poster image"}
            accept={IMAGE_ACCEPT}
            hint="At most 5MB."
            error={state.errors.poster}
            onFiles={([file]) => {
              dispatch({ type: "posterPicked", file: file ?? null });
              if (file) onChoose(null);
            }}
          />
          <LibraryChoice
            folder="projects"
            picked={chosen}
            onChoose={(item) => {
              dispatch({ type: "posterPicked", file: null });
              onChoose(item);
            }}
            onClear={() => onChoose(null)}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The saved images (removable at once) and the picked ones, previewed and removable before the save. */
export function ImagesFieldset({ state, dispatch, busy, onRemoveSaved }: SavedItemsProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Project images</legend>
      {state.savedImages.length > 0 && (
        <ul aria-label="Saved images" className="mb-4 flex flex-wrap gap-3">
          {state.savedImages.map((image, index) => (
            <li key={image.id} className="relative">
              <FallbackImage
                src={image.image_url}
                fallback={FALLBACK_IMAGE}
                alt={`Saved image ${index + 1}`}
                className="h-20 w-28 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                disabled={state.removing !== null || busy}
                onClick={() => onRemoveSaved("image", image.id)}
                aria-label={`Remove saved image ${index + 1}`}
                className="mt-1 block w-full rounded border border-red-200 px-1 py-0.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                {state.removing === removalKey("image", image.id) ? "Removing..." : "Remove"}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileField
        ref={inputRef}
        label="Add images"
        multiple
        accept={IMAGE_ACCEPT}
        hint="Several at once; each at most 5MB."
        error={state.errors.images}
        onFiles={(files) => {
          dispatch({ type: "imagesPicked", files });
          // Emptied so that picking the same file again still adds it.
          if (inputRef.current) inputRef.current.value = "";
        }}
      />
      {state.images.length > 0 && (
        <ul aria-label="Images to upload" className="mt-3 flex flex-wrap gap-3">
          {state.images.map(({ key, file }) => (
            <li key={key} className="w-28">
              <ImagePreview file={file} alt={`Preview of ${file.name}`} className="h-20 w-28" />
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove ${file.name}`}
                onClick={() => dispatch({ type: "imageDropped", key })}
                className="mt-1 flex w-full items-center justify-center gap-1 rounded border border-slate-300 px-1 py-0.5 text-xs hover:bg-slate-50"
              >
                <X aria-hidden="true" className="size-3" /> Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The saved technologies (removable at once) and the pending list: a name and an icon each. */
export function TechnologiesFieldset({ state, dispatch, busy, onRemoveSaved }: SavedItemsProps) {
  const iconRef = useRef<HTMLInputElement>(null);
  function addTechnology() {
    const accepted = pendingTechnologyError(state.techName, state.techIcon) === null;
    dispatch({ type: "technologyAdded" });
    if (accepted && iconRef.current) iconRef.current.value = "";
  }
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Technologies</legend>
      {state.savedTechnologies.length > 0 && (
        <ul aria-label="Saved technologies" className="mb-4 flex flex-wrap gap-2">
          {state.savedTechnologies.map((technology) => (
            <li
              key={technology.id}
              className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-1 pl-2 text-sm"
            >
              <FallbackImage
                src={technology.tech_icon}
                fallback="/images/default-logo.svg"
                alt=""
                className="size-5 object-contain"
              />
              {technology.tech_name}
              <button
                type="button"
                disabled={state.removing !== null || busy}
                onClick={() => onRemoveSaved("technology", technology.id)}
                aria-label={`Remove ${technology.tech_name}`}
                className="rounded-full p-1 text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          label="Technology name"
          value={state.techName}
          onChange={(event) => dispatch({ type: "techNameTyped", name: event.target.value })}
        />
        <FileField
          ref={iconRef}
          label="Technology icon"
          accept={IMAGE_ACCEPT}
          onFiles={([file]) => dispatch({ type: "techIconPicked", file: file ?? null })}
        />
        <button type="button" onClick={addTechnology} disabled={busy} className={secondaryButtonClass}>
          <Plus aria-hidden="true" className="size-4" /> Add technology
        </button>
      </div>
      {state.errors.tech && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.errors.tech}
        </p>
      )}
      <KnownTechnologies state={state} dispatch={dispatch} busy={busy} />
      {state.technologies.length > 0 && (
        <ul aria-label="Technologies to upload" className="mt-3 space-y-2">
          {state.technologies.map((technology) => (
            <li
              key={technology.key}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              {"icon" in technology ? (
                <ImagePreview file={technology.icon} alt="" className="size-7 object-contain" />
              ) : (
                <FallbackImage
                  src={technology.reuse.tech_icon}
                  fallback="/images/default-logo.svg"
                  alt=""
                  className="size-7 object-contain"
                />
              )}
              <span className="flex-1 font-medium">{technology.name}</span>
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove ${technology.name}`}
                onClick={() => dispatch({ type: "technologyDropped", key: technology.key })}
                className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * The technologies other projects already use, each a button that adds it with its icon (the
 * server copies the icon: src/features/portfolio/server/portfolio.routes.ts), rather than
 * uploading the same icon again. Those this project has or is adding are left out.
 */
function KnownTechnologies({ state, dispatch, busy }: FieldsetProps) {
  const known = useQuery({
    queryKey: ["admin", "projects", "technologies"],
    queryFn: () => loadRecord("/api/projects/technologies", knownTechnologiesAnswer),
  });
  const taken = new Set(
    [
      ...state.savedTechnologies.map((item) => item.tech_name),
      ...state.technologies.map((item) => item.name),
    ].map((name) => name.toLowerCase()),
  );
  const offered = (known.data?.data ?? []).filter((item) => !taken.has(item.tech_name.toLowerCase()));
  const labelId = useId();
  if (offered.length === 0) return null;
  return (
    <div className="mt-4">
      <p id={labelId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Or pick one used by another project
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {offered.map((technology) => (
          <li key={technology.id}>
            <button
              type="button"
              disabled={busy}
              aria-label={`Use ${technology.tech_name}`}
              onClick={() => dispatch({ type: "technologyReused", technology })}
              className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pr-3 pl-2 text-sm hover:bg-slate-50 disabled:opacity-60"
            >
              <FallbackImage
                src={technology.tech_icon}
                fallback="/images/default-logo.svg"
                alt=""
                className="size-5 object-contain"
              />
              {technology.tech_name}
              <Plus aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
