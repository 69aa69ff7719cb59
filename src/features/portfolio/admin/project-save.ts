import { TransportError, type UploadAnswer, uploadWithProgress } from "#src/lib/admin-api.ts";
import { projectTexts } from "../project.schema.ts";

export interface ProjectFields {
  category_id: number;
  name: string;
  description: string;
  highlights: string;
  build_for: string;
  industry: string;
  country: string;
}

export interface PendingTechnology {
  key: number;
  name: string;
  icon: File;
}

export type SaveStep = "project" | "images" | "technologies";

export interface SaveProgress {
  step: SaveStep;
  fraction: number;
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; step: SaveStep; id: number | null; message: string };

const stepFailure: Record<SaveStep, string> = {
  project: projectTexts.saveFailed,
  images: projectTexts.imagesFailed,
  technologies: projectTexts.technologiesFailed,
};

/** Spec §8: the server's error field when present, else its message, else the step's own text. */
function failureText(step: SaveStep, answer: UploadAnswer | null): string {
  const error = answer?.body.error;
  const message = answer?.body.message;
  return (
    (typeof error === "string" && error) || (typeof message === "string" && message) || stepFailure[step]
  );
}

function succeeded(answer: UploadAnswer) {
  return answer.ok && answer.body.success !== false;
}

/**
 * Spec §4: the save is sequential. Create (POST) or update (PUT) the project, then upload its
 * images if any, then its technologies if any; a failure stops there with that step's error.
 */
export async function saveProject(options: {
  id: number | null;
  fields: ProjectFields;
  poster: File | null;
  images: File[];
  technologies: PendingTechnology[];
  onProgress: (progress: SaveProgress) => void;
  /** After each step that worked, so a retry after a later failure does not repeat it. */
  onStepDone?: (step: SaveStep, id: number) => void;
}): Promise<SaveResult> {
  const { fields, poster, images, technologies, onProgress, onStepDone } = options;
  let id = options.id;

  async function run(step: SaveStep, url: string, form: FormData, method: "POST" | "PUT" = "POST") {
    onProgress({ step, fraction: 0 });
    try {
      return await uploadWithProgress(url, form, (fraction) => onProgress({ step, fraction }), method);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return null;
    }
  }

  const projectForm = new FormData();
  for (const [key, value] of Object.entries(fields)) projectForm.append(key, String(value));
  if (poster) projectForm.append("side_image", poster);
  const saved =
    id === null
      ? await run("project", "/api/projects", projectForm)
      : await run("project", `/api/projects/${id}`, projectForm, "PUT");
  if (!saved || !succeeded(saved))
    return { ok: false, step: "project", id, message: failureText("project", saved) };
  if (id === null) {
    const created = Number(saved.body.id ?? (saved.body.data as { id?: number } | undefined)?.id);
    if (!Number.isInteger(created) || created <= 0) {
      return { ok: false, step: "project", id, message: projectTexts.saveFailed };
    }
    id = created;
  }
  onStepDone?.("project", id);

  if (images.length > 0) {
    const form = new FormData();
    for (const image of images) form.append("images", image);
    const answer = await run("images", `/api/projects/${id}/images`, form);
    if (!answer || !succeeded(answer))
      return { ok: false, step: "images", id, message: failureText("images", answer) };
    onStepDone?.("images", id);
  }

  if (technologies.length > 0) {
    const form = new FormData();
    form.append("tech_names", JSON.stringify(technologies.map((technology) => technology.name)));
    for (const technology of technologies) form.append("icons", technology.icon);
    const answer = await run("technologies", `/api/projects/${id}/technologies/bulk`, form);
    if (!answer || !succeeded(answer)) {
      return { ok: false, step: "technologies", id, message: failureText("technologies", answer) };
    }
    onStepDone?.("technologies", id);
  }
  return { ok: true, id };
}
