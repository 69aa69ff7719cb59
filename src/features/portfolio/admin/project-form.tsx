import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminApi, IMAGE_ACCEPT, isImageFile, MAX_UPLOAD_IMAGE_BYTES } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { FileField } from "#src/ui/admin/file-field.tsx";
import { FallbackImage, ImagePreview } from "#src/ui/admin/image-preview.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import {
  type CategoryRowAnswer,
  type ProjectDetailAnswer,
  projectInput,
  projectTexts,
} from "../project.schema.ts";
import { type PendingTechnology, type SaveProgress, type SaveStep, saveProject } from "./project-save.ts";

type FormInput = z.input<typeof projectInput>;
type FormOutput = z.output<typeof projectInput>;

const stepLabels: Record<SaveStep, string> = {
  project: "Saving project",
  images: "Uploading images",
  technologies: "Uploading technologies",
};

/** Spec §5: files must be images, each at most 5MB, with the spec's own messages. */
export function posterError(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return projectTexts.notImage;
  return file.size > MAX_UPLOAD_IMAGE_BYTES ? projectTexts.posterTooLarge : null;
}
export function imagesError(files: File[]): string | null {
  if (files.some((file) => !isImageFile(file))) return projectTexts.notImage;
  return files.some((file) => file.size > MAX_UPLOAD_IMAGE_BYTES) ? projectTexts.imagesTooLarge : null;
}
export function iconError(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return projectTexts.notImage;
  return file.size > MAX_UPLOAD_IMAGE_BYTES ? projectTexts.iconTooLarge : null;
}

/**
 * Add or edit a project (spec §2, §4, §5): the text fields, a poster, several images (previews,
 * removable before saving), a pending technologies list (name + icon each, removable before
 * saving), and in edit mode removal of the saved images and technologies. The save runs step by step.
 */
export function ProjectForm({
  categories,
  initialCategoryId,
  project,
  onSaved,
  onCancel,
  onChanged,
}: {
  categories: CategoryRowAnswer[];
  initialCategoryId: number | null;
  project: ProjectDetailAnswer | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Something was saved or removed on the server (the list should reload). */
  onChanged: () => void;
}) {
  const [projectId, setProjectId] = useState<number | null>(project?.id ?? null);
  const [poster, setPoster] = useState<File | null>(null);
  const [images, setImages] = useState<{ key: number; file: File }[]>([]);
  const [technologies, setTechnologies] = useState<PendingTechnology[]>([]);
  const [techName, setTechName] = useState("");
  const [techIcon, setTechIcon] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{
    poster?: string | null;
    images?: string | null;
    tech?: string | null;
  }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [savedImages, setSavedImages] = useState(project?.images ?? []);
  const [savedTechnologies, setSavedTechnologies] = useState(project?.technologies ?? []);
  const [removing, setRemoving] = useState<string | null>(null);
  const posterRef = useRef<HTMLInputElement>(null);
  const imagesRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(projectInput),
    defaultValues: {
      category_id: project?.category_id ?? initialCategoryId ?? "",
      name: project?.name ?? "",
      description: project?.description ?? "",
      highlights: project?.highlights ?? "",
      build_for: project?.build_for ?? "",
      industry: project?.industry ?? "",
      country: project?.country ?? "",
    },
  });

  function addTechnology() {
    const name = techName.trim();
    if (!name || !techIcon) {
      setFileErrors((current) => ({ ...current, tech: projectTexts.technologyNeedsBoth }));
      return;
    }
    const problem = iconError(techIcon);
    if (problem) {
      setFileErrors((current) => ({ ...current, tech: problem }));
      return;
    }
    setTechnologies((current) => [...current, { key: nextKey.current++, name, icon: techIcon }]);
    setTechName("");
    setTechIcon(null);
    if (iconRef.current) iconRef.current.value = "";
    setFileErrors((current) => ({ ...current, tech: null }));
  }

  async function removeSaved(kind: "image" | "technology", itemId: number) {
    if (projectId === null) return;
    setRemoving(`${kind}-${itemId}`);
    const path = kind === "image" ? "images" : "technologies";
    const text = kind === "image" ? projectTexts.imageRemoveFailed : projectTexts.technologyRemoveFailed;
    const removed = await runAdminAction({
      call: () => adminApi.delete(`/api/projects/${projectId}/${path}/${itemId}`),
      failure: text,
      report: setFailure,
    });
    setRemoving(null);
    if (!removed) return;
    if (kind === "image") setSavedImages((current) => current.filter((item) => item.id !== itemId));
    else setSavedTechnologies((current) => current.filter((item) => item.id !== itemId));
    onChanged();
  }

  const submit = handleSubmit(async (values) => {
    const files = images.map((image) => image.file);
    const problems = { poster: posterError(poster), images: imagesError(files), tech: null };
    setFileErrors(problems);
    if (problems.poster || problems.images) return;
    setFailure(null);
    const result = await saveProject({
      id: projectId,
      fields: values,
      poster,
      images: files,
      technologies,
      onProgress: setProgress,
      onStepDone: (step, id) => {
        if (step === "project") {
          setProjectId(id);
          setPoster(null);
        }
        if (step === "images") setImages([]);
        if (step === "technologies") setTechnologies([]);
        onChanged();
      },
    });
    setProgress(null);
    if (result.ok) onSaved();
    else setFailure(result.message);
  });

  const busy = isSubmitting;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
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

      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Poster</legend>
        <div className="flex flex-wrap items-start gap-4">
          {!poster && project?.side_image && (
            <FallbackImage
              src={project.side_image}
              fallback="/images/og-default.png"
              alt={`Current poster of ${project.name}`}
              className="h-20 w-32 rounded-lg border border-slate-200 object-cover"
            />
          )}
          <ImagePreview file={poster} alt="Preview of the chosen poster" className="h-20 w-32" />
          <div className="min-w-56 flex-1">
            <FileField
              ref={posterRef}
              label={project?.side_image ? "Replace poster" : "Poster image"}
              accept={IMAGE_ACCEPT}
              hint="At most 5MB."
              error={fileErrors.poster}
              onFiles={([file]) => {
                setPoster(file ?? null);
                setFileErrors((current) => ({ ...current, poster: posterError(file ?? null) }));
              }}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Project images</legend>
        {savedImages.length > 0 && (
          <ul aria-label="Saved images" className="mb-4 flex flex-wrap gap-3">
            {savedImages.map((image, index) => (
              <li key={image.id} className="relative">
                <FallbackImage
                  src={image.image_url}
                  fallback="/images/og-default.png"
                  alt={`Saved image ${index + 1}`}
                  className="h-20 w-28 rounded-lg border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  disabled={removing !== null || busy}
                  onClick={() => removeSaved("image", image.id)}
                  aria-label={`Remove saved image ${index + 1}`}
                  className="mt-1 block w-full rounded border border-red-200 px-1 py-0.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  {removing === `image-${image.id}` ? "Removing..." : "Remove"}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FileField
          ref={imagesRef}
          label="Add images"
          multiple
          accept={IMAGE_ACCEPT}
          hint="Several at once; each at most 5MB."
          error={fileErrors.images}
          onFiles={(files) => {
            const all = [...images, ...files.map((file) => ({ key: nextKey.current++, file }))];
            setImages(all);
            setFileErrors((current) => ({ ...current, images: imagesError(all.map((image) => image.file)) }));
            if (imagesRef.current) imagesRef.current.value = "";
          }}
        />
        {images.length > 0 && (
          <ul aria-label="Images to upload" className="mt-3 flex flex-wrap gap-3">
            {images.map(({ key, file }) => (
              <li key={key} className="w-28">
                <ImagePreview file={file} alt={`Preview of ${file.name}`} className="h-20 w-28" />
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    const rest = images.filter((image) => image.key !== key);
                    setImages(rest);
                    setFileErrors((current) => ({
                      ...current,
                      images: imagesError(rest.map((image) => image.file)),
                    }));
                  }}
                  className="mt-1 flex w-full items-center justify-center gap-1 rounded border border-slate-300 px-1 py-0.5 text-xs hover:bg-slate-50"
                >
                  <X aria-hidden="true" className="size-3" /> Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Technologies</legend>
        {savedTechnologies.length > 0 && (
          <ul aria-label="Saved technologies" className="mb-4 flex flex-wrap gap-2">
            {savedTechnologies.map((technology) => (
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
                  disabled={removing !== null || busy}
                  onClick={() => removeSaved("technology", technology.id)}
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
            value={techName}
            onChange={(event) => setTechName(event.target.value)}
          />
          <FileField
            ref={iconRef}
            label="Technology icon"
            accept={IMAGE_ACCEPT}
            onFiles={([file]) => {
              setTechIcon(file ?? null);
              setFileErrors((current) => ({ ...current, tech: iconError(file ?? null) }));
            }}
          />
          <button type="button" onClick={addTechnology} disabled={busy} className={secondaryButtonClass}>
            <Plus aria-hidden="true" className="size-4" /> Add technology
          </button>
        </div>
        {fileErrors.tech && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {fileErrors.tech}
          </p>
        )}
        {technologies.length > 0 && (
          <ul aria-label="Technologies to upload" className="mt-3 space-y-2">
            {technologies.map((technology) => (
              <li
                key={technology.key}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
              >
                <ImagePreview file={technology.icon} alt="" className="size-7 object-contain" />
                <span className="flex-1 font-medium">{technology.name}</span>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Remove ${technology.name}`}
                  onClick={() =>
                    setTechnologies((current) => current.filter((item) => item.key !== technology.key))
                  }
                  className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {progress && (
        <div role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <label className="block">
            {stepLabels[progress.step]}… {Math.round(progress.fraction * 100)}%
            <progress max={1} value={progress.fraction} className="mt-2 block h-2 w-full accent-brand-600">
              {Math.round(progress.fraction * 100)}%
            </progress>
          </label>
        </div>
      )}

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
          Cancel
        </button>
        <button type="submit" disabled={busy || removing !== null} className={primaryButtonClass}>
          {busy ? "Saving..." : projectId === null ? "Add Project" : "Save Project"}
        </button>
      </div>
    </form>
  );
}
