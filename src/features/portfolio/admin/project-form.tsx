import { zodResolver } from "@hookform/resolvers/zod";
import { useReducer, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminApi } from "#src/lib/admin-api.ts";
import { type EditionAnswer, editionTexts } from "#src/lib/editions.ts";
import type { MediaItemAnswer } from "#src/lib/media.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { EditionBar, type EditionControls, saveThroughBar } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { useDismissFormDialog, useUnsavedChanges } from "#src/ui/admin/unsaved-changes.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  type CategoryRowAnswer,
  type ProjectDetailAnswer,
  projectInput,
  projectTexts,
} from "../project.schema.ts";
import {
  DetailsFields,
  ImagesFieldset,
  type ProjectFormInput,
  SideImageFieldset,
  TechnologiesFieldset,
} from "./project-fieldsets.tsx";
import {
  initialProjectFormState,
  projectFormReducer,
  type SavedKind,
  saveFileErrors,
} from "./project-form-state.ts";
import { type SaveProgress, type SaveStep, saveProject } from "./project-save.ts";

type ProjectFormOutput = z.output<typeof projectInput>;

const stepLabels: Record<SaveStep, string> = {
  project: "Saving project",
  images: "Uploading images",
  technologies: "Uploading technologies",
};

const removalTexts: Record<SavedKind, { path: string; failed: string }> = {
  image: { path: "images", failed: projectTexts.imageRemoveFailed },
  technology: { path: "technologies", failed: projectTexts.technologyRemoveFailed },
};

function SaveProgressBar({ progress }: { progress: SaveProgress }) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <div role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <label className="block">
        {stepLabels[progress.step]}… {percent}%
        <progress max={1} value={progress.fraction} className="mt-2 block h-2 w-full accent-brand-600">
          {percent}%
        </progress>
      </label>
    </div>
  );
}

/**
 * Add or edit a project: the details, a poster, several images (previewed, removable before the
 * save), a pending technologies list (a name and an icon each, removable before the save), and
 * in edit mode the removal of saved images and technologies. The save runs step by step
 * (project-save.ts).
 */
export function ProjectForm({
  categories,
  initialCategoryId,
  project,
  onSaved,
  onCancel,
  onChanged,
  edition,
  draftKey,
}: {
  /** A new project kept as a draft ("d12"): its form publishes the draft instead of posting. */
  draftKey?: string;
  /** The project's draft and schedule, in edit mode (docs/decisions/0046-drafts-and-versions.md). */
  edition?: EditionAnswer;
  categories: CategoryRowAnswer[];
  initialCategoryId: number | null;
  project: ProjectDetailAnswer | null;
  /** Saved: the category it was saved in, whose list should then be shown. */
  onSaved: (categoryId: number) => void;
  onCancel: () => void;
  /** Something was saved or removed on the server (the list should reload). */
  onChanged: () => void;
}) {
  const [state, dispatch] = useReducer(projectFormReducer, project, initialProjectFormState);
  const [chosenPoster, setChosenPoster] = useState<MediaItemAnswer | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  const controls = useRef<EditionControls | null>(null);
  const recordKey = project ? String(project.id) : draftKey;
  // The draft's details (its poster is read apart: posterName(); its lists are the draft's own).
  const {
    side_image: _poster,
    images: _images,
    technologies: _technologies,
    ...draft
  } = (edition?.draft?.data ?? {}) as Partial<
    Record<keyof ProjectFormInput | "side_image" | "images" | "technologies", string>
  >;
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    reset,
    formState: { errors, isSubmitting: busy, isDirty },
  } = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectInput),
    defaultValues: {
      category_id: project?.category_id ?? initialCategoryId ?? "",
      name: project?.name ?? "",
      description: project?.description ?? "",
      highlights: project?.highlights ?? "",
      build_for: project?.build_for ?? "",
      industry: project?.industry ?? "",
      country: project?.country ?? "",
      ...draft,
    },
  });
  // The poster a draft names: its own stored file, else the project's.
  const posterName = () => {
    const fromDraft = edition?.draft?.data.side_image;
    if (typeof fromDraft === "string") return fromDraft;
    const url = project?.side_image;
    return url ? decodeURIComponent(url.slice(url.lastIndexOf("/") + 1)) : "";
  };
  const draftValues = async (): Promise<Record<string, unknown> | null> => {
    let poster = chosenPoster?.file ?? posterName();
    if (state.poster) {
      const name = await storeForDraft(state.poster, "side_image");
      if (name === null) return null;
      poster = name;
    }
    const lists = await draftLists();
    if (lists === null) return null;
    return { ...getValues(), side_image: poster, ...lists };
  };
  // The poster, screens and technologies added in the form and not saved yet go into the draft
  // too: the saved ones and the new ones, in order, by their stored file names. A new file is
  // stored once for the draft, even when an autosave and a Save draft read the form at the same
  // time (they share the one upload); one refused is tried again at the next read. Without any,
  // the draft leaves the lists as they are.
  const storedForDraft = useRef(new Map<File, Promise<string | null>>());
  const storeForDraft = (file: File, key: "side_image" | "images" | "tech_icon"): Promise<string | null> => {
    const known = storedForDraft.current.get(file);
    if (known) return known;
    const stored = (async () => {
      const form = new FormData();
      form.append("file", file);
      const answer = await adminApi.form(`/api/editions/projects/images/${key}`, form);
      if (!answer.ok) {
        toast.error(
          answer.body.message ??
            (key === "side_image" ? projectTexts.posterTooLarge : projectTexts.imagesTooLarge),
        );
        return null;
      }
      return (answer.json as { file: string }).file;
    })();
    // Refused or unreachable: the next read stores it again.
    void stored.then(
      (name) => name === null && storedForDraft.current.delete(file),
      () => storedForDraft.current.delete(file),
    );
    storedForDraft.current.set(file, stored);
    return stored;
  };
  const draftLists = async (): Promise<Record<string, unknown> | null> => {
    if (state.images.length === 0 && state.technologies.length === 0) return {};
    // What the lists hold so far: the project's, or a new project's draft's own.
    const drafted = (edition?.draft?.data ?? {}) as {
      images?: string[];
      technologies?: { tech_name: string; tech_icon: string }[];
    };
    const images = project
      ? state.savedImages.map((image) => storedName(image.image_url))
      : [...(drafted.images ?? [])];
    for (const pending of state.images) {
      const name = await storeForDraft(pending.file, "images");
      if (name === null) return null;
      images.push(name);
    }
    const technologies = project
      ? state.savedTechnologies.map((technology) => ({
          tech_name: technology.tech_name,
          tech_icon: storedName(technology.tech_icon),
        }))
      : [...(drafted.technologies ?? [])];
    for (const pending of state.technologies) {
      const icon =
        "icon" in pending
          ? await storeForDraft(pending.icon, "tech_icon")
          : storedName(pending.reuse.tech_icon);
      if (icon === null) return null;
      technologies.push({ tech_name: pending.name, tech_icon: icon });
    }
    return { images, technologies };
  };

  const dismissDialog = useDismissFormDialog();
  // Typed text or files picked and not saved yet: closing the dialog or leaving the page asks first.
  useUnsavedChanges(
    isDirty ||
      state.poster !== null ||
      chosenPoster !== null ||
      state.images.length > 0 ||
      state.technologies.length > 0 ||
      state.techName.trim() !== "" ||
      state.techIcon !== null,
  );

  async function removeSaved(kind: SavedKind, id: number) {
    if (state.projectId === null) return;
    const { path, failed } = removalTexts[kind];
    dispatch({ type: "removeStarted", kind, id });
    const removed = await runAdminAction({
      call: () => adminApi.delete(`/api/projects/${state.projectId}/${path}/${id}`),
      failure: failed,
      report: (message) => dispatch({ type: "removeFailed", message }),
    });
    if (!removed) return;
    dispatch({ type: "savedItemRemoved", kind, id });
    onChanged();
  }

  // A new project kept off the site: its values as they are, files stored for the draft.
  async function saveAsDraft() {
    setSavingDraft(true);
    try {
      const data = await draftValues();
      if (data === null) return;
      const answer = await adminApi.post("/api/editions/projects/drafts", { data });
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The draft could not be saved");
        return;
      }
      toast.success(editionTexts.draftSaved);
      onCancel();
      onChanged();
    } finally {
      setSavingDraft(false);
    }
  }

  const submit = handleSubmit(async (fields) => {
    const fileErrors = saveFileErrors(state);
    dispatch({ type: "saveChecked", errors: fileErrors });
    if (fileErrors.poster || fileErrors.images) return;
    if (!project && draftKey) {
      // A new project's draft: published as the form has it, which creates the project.
      const data = await draftValues();
      if (data !== null && (await controls.current?.publish(data)) != null)
        onSaved(Number(fields.category_id));
      return;
    }
    const save = async () => {
      const result = await saveProject({
        id: state.projectId,
        fields,
        poster: state.poster,
        posterFromLibrary: chosenPoster?.id,
        images: state.images.map((image) => image.file),
        technologies: state.technologies,
        onProgress: (progress) => dispatch({ type: "saveProgressed", progress }),
        onStepDone: (step, id) => {
          dispatch({ type: "saveStepDone", step, id });
          onChanged();
        },
      });
      dispatch({ type: "saveEnded", failure: result.ok ? null : result.message });
      return result.ok ? result : null;
    };
    // Beside a draft, the bar runs the save after its own writes and then removes the draft, as
    // done with (live as saved); an autosave not yet sent is dropped.
    const saved = await saveThroughBar(controls, save);
    if (!saved) return;
    setChosenPoster(null);
    onSaved(Number(fields.category_id));
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {edition && recordKey && (
        <EditionBar
          name="projects"
          recordKey={recordKey}
          edition={edition}
          controls={controls}
          values={draftValues}
          changeKey={`${JSON.stringify(watch())}|${state.poster?.name ?? ""}|${state.poster?.size ?? ""}|${chosenPoster?.id ?? ""}|${state.images.map((image) => image.key).join(",")}|${state.technologies.map((technology) => technology.key).join(",")}`}
          onPublished={() => onSaved(Number(getValues().category_id))}
          onDiscarded={onCancel}
          onDraftKept={() => reset(getValues())}
        />
      )}
      {state.failure && <ErrorNotice>{state.failure}</ErrorNotice>}
      <DetailsFields categories={categories} register={register} errors={errors} />
      <SideImageFieldset
        state={state}
        dispatch={dispatch}
        project={project}
        chosen={chosenPoster}
        onChoose={setChosenPoster}
      />
      <ImagesFieldset state={state} dispatch={dispatch} busy={busy} onRemoveSaved={removeSaved} />
      <TechnologiesFieldset state={state} dispatch={dispatch} busy={busy} onRemoveSaved={removeSaved} />
      {state.progress && <SaveProgressBar progress={state.progress} />}
      {/* Sticky: Save is in reach without scrolling past four fieldsets. */}
      <div className="sticky bottom-0 z-10 flex justify-end gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button
          type="button"
          onClick={dismissDialog ?? onCancel}
          disabled={busy}
          className={secondaryButtonClass}
        >
          Cancel
        </button>
        {!project && !draftKey && (
          <button
            type="button"
            onClick={() => void saveAsDraft()}
            disabled={busy || savingDraft}
            className={secondaryButtonClass}
          >
            {savingDraft ? "Saving..." : "Save as draft"}
          </button>
        )}
        <button type="submit" disabled={busy || state.removing !== null} className={primaryButtonClass}>
          {busy ? "Saving..." : state.projectId === null ? "Add Project" : "Save Project"}
        </button>
      </div>
    </form>
  );
}

/** The stored file's name at the end of an /uploads/… address. */
function storedName(url: string): string {
  return decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
}
