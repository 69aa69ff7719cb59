import type { z } from "zod";
import {
  type AdminAnswer,
  adminApi,
  answerSucceeded,
  type FailureTexts,
  settleAdminCall,
  uploadWithProgress,
} from "#src/lib/admin-api.ts";
import { libraryField } from "#src/lib/media.ts";
import {
  projectCreatedAnswer,
  type projectInput,
  type projectTechnologyRow,
  projectTexts,
} from "../project.schema.ts";

/** A technology another project already uses (GET /api/projects/technologies). */
export type KnownTechnology = z.infer<typeof projectTechnologyRow>;

/** A technology to add at the save: a name with an icon to upload, or one another project uses. */
export type PendingTechnology = { key: number; name: string } & ({ icon: File } | { reuse: KnownTechnology });

export type SaveStep = "project" | "images" | "technologies";
/** What a retry need not repeat: a step, or the uploaded technologies when the reused ones failed. */
export type DoneStep = SaveStep | "technologyUploads";

export interface SaveProgress {
  step: SaveStep;
  fraction: number;
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; step: SaveStep; id: number | null; message: string };

const stepTexts: Record<SaveStep, string> = {
  project: projectTexts.saveFailed,
  images: projectTexts.imagesFailed,
  technologies: projectTexts.technologiesFailed,
};

/** A step's failure: the server's error field when present, else its message, else the step's own text. */
function stepFailure(step: SaveStep): Exclude<FailureTexts, string> {
  return {
    refused: (answer: AdminAnswer) => answer.body.error || answer.body.message || stepTexts[step],
    unreachable: stepTexts[step],
  };
}

/**
 * The save is sequential: create (POST) or update (PUT) the project, then upload its images if
 * any, then its technologies if any; a failure stops there with that step's error.
 */
export async function saveProject(options: {
  id: number | null;
  fields: z.output<typeof projectInput>;
  poster: File | null;
  /** A poster chosen from the media library: its item's id. */
  posterFromLibrary?: number | undefined;
  images: File[];
  technologies: PendingTechnology[];
  onProgress: (progress: SaveProgress) => void;
  /** After each step that worked, so a retry after a later failure does not repeat it. */
  onStepDone?: (step: DoneStep, id: number) => void;
}): Promise<SaveResult> {
  const { fields, poster, images, technologies, onProgress, onStepDone } = options;
  let id = options.id;

  function upload(step: SaveStep, url: string, form: FormData, method: "POST" | "PUT" = "POST") {
    return () => {
      onProgress({ step, fraction: 0 });
      return uploadWithProgress(url, form, (fraction) => onProgress({ step, fraction }), method);
    };
  }

  const projectForm = new FormData();
  for (const [key, value] of Object.entries(fields)) projectForm.append(key, String(value));
  if (poster) projectForm.append("side_image", poster);
  else if (options.posterFromLibrary)
    projectForm.append(libraryField("side_image"), String(options.posterFromLibrary));
  if (id === null) {
    const created = await settleAdminCall({
      call: upload("project", "/api/projects", projectForm),
      reads: projectCreatedAnswer,
      failure: {
        ...stepFailure("project"),
        // Accepted without an id: the next steps would have no project to attach to.
        refused: (answer) =>
          answerSucceeded(answer) ? projectTexts.saveFailed : stepFailure("project").refused(answer),
      },
    });
    if (!created.done) return { ok: false, step: "project", id, message: created.message };
    id = created.data.id;
  } else {
    const updated = await settleAdminCall({
      call: upload("project", `/api/projects/${id}`, projectForm, "PUT"),
      failure: stepFailure("project"),
    });
    if (!updated.done) return { ok: false, step: "project", id, message: updated.message };
  }
  onStepDone?.("project", id);

  if (images.length > 0) {
    const form = new FormData();
    for (const image of images) form.append("images", image);
    const uploaded = await settleAdminCall({
      call: upload("images", `/api/projects/${id}/images`, form),
      failure: stepFailure("images"),
    });
    if (!uploaded.done) return { ok: false, step: "images", id, message: uploaded.message };
    onStepDone?.("images", id);
  }

  const uploads = technologies.flatMap((technology) => ("icon" in technology ? [technology] : []));
  const reused = technologies.flatMap((technology) => ("reuse" in technology ? [technology.reuse.id] : []));
  if (uploads.length > 0) {
    const form = new FormData();
    form.append("tech_names", JSON.stringify(uploads.map((technology) => technology.name)));
    for (const technology of uploads) form.append("icons", technology.icon);
    const uploaded = await settleAdminCall({
      call: upload("technologies", `/api/projects/${id}/technologies/bulk`, form),
      failure: stepFailure("technologies"),
    });
    if (!uploaded.done) return { ok: false, step: "technologies", id, message: uploaded.message };
  }
  if (reused.length > 0) {
    const added = await settleAdminCall({
      call: () => adminApi.post(`/api/projects/${id}/technologies/reuse`, { ids: reused }),
      failure: stepFailure("technologies"),
    });
    // The uploads went through: a retry repeats only what is left.
    if (!added.done) {
      if (uploads.length > 0) onStepDone?.("technologyUploads", id);
      return { ok: false, step: "technologies", id, message: added.message };
    }
  }
  if (technologies.length > 0) onStepDone?.("technologies", id);
  return { ok: true, id };
}
