import { isImageFile } from "#src/lib/admin-api.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { type ProjectDetailAnswer, projectTexts } from "../project.schema.ts";
import type { DoneStep, KnownTechnology, PendingTechnology, SaveProgress } from "./project-save.ts";

// Everything the project form holds apart from its text fields (react-hook-form's): the picked
// files, the pending technologies, the saved images and technologies, and the save's progress.
// One reducer, so each fieldset dispatches what happened and the rules live in one place.

type SavedImage = ProjectDetailAnswer["images"][number];
type SavedTechnology = ProjectDetailAnswer["technologies"][number];

export interface PendingImage {
  key: number;
  file: File;
}

export interface FileErrors {
  poster: string | null;
  images: string | null;
  tech: string | null;
}

export interface ProjectFormState {
  /** Null until the project exists; a project created by a save that failed later is then edited. */
  projectId: number | null;
  poster: File | null;
  images: PendingImage[];
  technologies: PendingTechnology[];
  techName: string;
  techIcon: File | null;
  errors: FileErrors;
  /** The notice above the form: a failed save step or a failed removal. */
  failure: string | null;
  progress: SaveProgress | null;
  savedImages: SavedImage[];
  savedTechnologies: SavedTechnology[];
  /** The saved item whose removal is under way (`image-3`, `technology-5`). */
  removing: string | null;
  /** The next key of a pending image or technology. */
  nextKey: number;
}

export type SavedKind = "image" | "technology";

export type ProjectFormAction =
  | { type: "posterPicked"; file: File | null }
  | { type: "imagesPicked"; files: File[] }
  | { type: "imageDropped"; key: number }
  | { type: "techNameTyped"; name: string }
  | { type: "techIconPicked"; file: File | null }
  | { type: "technologyAdded" }
  | { type: "technologyReused"; technology: KnownTechnology }
  | { type: "technologyDropped"; key: number }
  | { type: "saveChecked"; errors: FileErrors }
  | { type: "saveProgressed"; progress: SaveProgress }
  | { type: "saveStepDone"; step: DoneStep; id: number }
  | { type: "saveEnded"; failure: string | null }
  | { type: "removeStarted"; kind: SavedKind; id: number }
  | { type: "savedItemRemoved"; kind: SavedKind; id: number }
  | { type: "removeFailed"; message: string };

/** Files must be images, each at most 5MB, with the form's own messages for each field. */
export function posterError(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return projectTexts.notImage;
  return file.size > MAX_IMAGE_BYTES ? projectTexts.posterTooLarge : null;
}
export function imagesError(files: File[]): string | null {
  if (files.some((file) => !isImageFile(file))) return projectTexts.notImage;
  return files.some((file) => file.size > MAX_IMAGE_BYTES) ? projectTexts.imagesTooLarge : null;
}
export function iconError(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return projectTexts.notImage;
  return file.size > MAX_IMAGE_BYTES ? projectTexts.iconTooLarge : null;
}

/** Why the technology being typed cannot join the pending list yet: it needs a name and a fitting icon. */
export function pendingTechnologyError(name: string, icon: File | null): string | null {
  if (!name.trim() || !icon) return projectTexts.technologyNeedsBoth;
  return iconError(icon);
}

/** The files' errors a save checks before it sends anything. */
export function saveFileErrors(state: ProjectFormState): FileErrors {
  return { poster: posterError(state.poster), images: imagesError(state.images.map(fileOf)), tech: null };
}

export function removalKey(kind: SavedKind, id: number) {
  return `${kind}-${id}`;
}

const fileOf = (image: PendingImage) => image.file;

export function initialProjectFormState(project: ProjectDetailAnswer | null): ProjectFormState {
  return {
    projectId: project?.id ?? null,
    poster: null,
    images: [],
    technologies: [],
    techName: "",
    techIcon: null,
    errors: { poster: null, images: null, tech: null },
    failure: null,
    progress: null,
    savedImages: project?.images ?? [],
    savedTechnologies: project?.technologies ?? [],
    removing: null,
    nextKey: 1,
  };
}

function withImages(state: ProjectFormState, images: PendingImage[]): ProjectFormState {
  return { ...state, images, errors: { ...state.errors, images: imagesError(images.map(fileOf)) } };
}

export function projectFormReducer(state: ProjectFormState, action: ProjectFormAction): ProjectFormState {
  switch (action.type) {
    case "posterPicked":
      return { ...state, poster: action.file, errors: { ...state.errors, poster: posterError(action.file) } };
    case "imagesPicked": {
      const added = action.files.map((file, index) => ({ key: state.nextKey + index, file }));
      return { ...withImages(state, [...state.images, ...added]), nextKey: state.nextKey + added.length };
    }
    case "imageDropped":
      return withImages(
        state,
        state.images.filter((image) => image.key !== action.key),
      );
    case "techNameTyped":
      return { ...state, techName: action.name };
    case "techIconPicked":
      return { ...state, techIcon: action.file, errors: { ...state.errors, tech: iconError(action.file) } };
    case "technologyAdded": {
      const problem = pendingTechnologyError(state.techName, state.techIcon);
      if (problem || !state.techIcon) return { ...state, errors: { ...state.errors, tech: problem } };
      const technology = { key: state.nextKey, name: state.techName.trim(), icon: state.techIcon };
      return {
        ...state,
        technologies: [...state.technologies, technology],
        techName: "",
        techIcon: null,
        errors: { ...state.errors, tech: null },
        nextKey: state.nextKey + 1,
      };
    }
    case "technologyReused": {
      const { technology } = action;
      if (state.technologies.some((item) => "reuse" in item && item.reuse.id === technology.id)) return state;
      return {
        ...state,
        technologies: [
          ...state.technologies,
          { key: state.nextKey, name: technology.tech_name, reuse: technology },
        ],
        nextKey: state.nextKey + 1,
      };
    }
    case "technologyDropped":
      return { ...state, technologies: state.technologies.filter((item) => item.key !== action.key) };
    case "saveChecked": {
      const valid = !action.errors.poster && !action.errors.images;
      return { ...state, errors: action.errors, failure: valid ? null : state.failure };
    }
    case "saveProgressed":
      return { ...state, progress: action.progress };
    // A step that worked is not repeated by the next save: its pending items are cleared and a
    // created project is edited from then on (docs/decisions/0008-back-office.md).
    case "saveStepDone":
      if (action.step === "project") return { ...state, projectId: action.id, poster: null };
      if (action.step === "images") return { ...state, images: [] };
      if (action.step === "technologyUploads") {
        return { ...state, technologies: state.technologies.filter((item) => "reuse" in item) };
      }
      return { ...state, technologies: [] };
    case "saveEnded":
      return { ...state, progress: null, failure: action.failure ?? state.failure };
    case "removeStarted":
      return { ...state, removing: removalKey(action.kind, action.id) };
    case "savedItemRemoved":
      if (action.kind === "image") {
        const savedImages = state.savedImages.filter((item) => item.id !== action.id);
        return { ...state, removing: null, savedImages };
      }
      return {
        ...state,
        removing: null,
        savedTechnologies: state.savedTechnologies.filter((item) => item.id !== action.id),
      };
    case "removeFailed":
      return { ...state, removing: null, failure: action.message };
  }
}
