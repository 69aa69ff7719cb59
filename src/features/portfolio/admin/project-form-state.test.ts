import { describe, expect, it } from "vitest";
import { projectTexts } from "../project.schema.ts";
import {
  initialProjectFormState,
  type ProjectFormAction,
  type ProjectFormState,
  projectFormReducer,
  saveFileErrors,
} from "./project-form-state.ts";

// The project form's rules apart from its text fields: pending files and technologies, what a
// save step that worked clears, and the removal of saved items.

function png(name: string, bytes = 1000) {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}
const OVER_5MB = 5 * 1024 * 1024 + 1;

function run(state: ProjectFormState, ...actions: ProjectFormAction[]) {
  return actions.reduce(projectFormReducer, state);
}

const saved = {
  id: 4,
  category_id: 1,
  name: "TrackMate",
  description: "Live tracking",
  highlights: "",
  build_for: "",
  industry: "",
  country: "",
  side_image: null,
  images: [
    { id: 10, image_url: "/uploads/projects/a.png" },
    { id: 11, image_url: "/uploads/projects/b.png" },
  ],
  technologies: [{ id: 20, tech_name: "Rust", tech_icon: "/uploads/technologies/rust.png" }],
};

describe("project form state", () => {
  it("adds a technology only with a name and a fitting icon, then empties the inputs", () => {
    const empty = initialProjectFormState(null);
    const nameOnly = run(empty, { type: "techNameTyped", name: " Rust " }, { type: "technologyAdded" });
    expect(nameOnly.errors.tech).toBe(projectTexts.technologyNeedsBoth);
    expect(nameOnly.technologies).toEqual([]);
    const tooLarge = run(nameOnly, { type: "techIconPicked", file: png("rust.png", OVER_5MB) });
    expect(run(tooLarge, { type: "technologyAdded" }).technologies).toEqual([]);
    const added = run(
      nameOnly,
      { type: "techIconPicked", file: png("rust.png") },
      { type: "technologyAdded" },
    );
    expect(added.technologies.map((technology) => technology.name)).toEqual(["Rust"]);
    expect(added).toMatchObject({ techName: "", techIcon: null, errors: { tech: null } });
    const dropped = run(added, { type: "technologyDropped", key: added.technologies[0]!.key });
    expect(dropped.technologies).toEqual([]);
  });

  it("checks the picked images as a whole, again when one is dropped", () => {
    const picked = run(initialProjectFormState(null), {
      type: "imagesPicked",
      files: [png("a.png"), png("big.png", OVER_5MB)],
    });
    expect(picked.errors.images).toBe(projectTexts.imagesTooLarge);
    expect(saveFileErrors(picked).images).toBe(projectTexts.imagesTooLarge);
    const big = picked.images.find((image) => image.file.name === "big.png")!;
    const fixed = run(picked, { type: "imageDropped", key: big.key });
    expect(fixed.errors.images).toBeNull();
    expect(new Set(picked.images.map((image) => image.key)).size).toBe(2);
  });

  it("after a step that worked, the next save neither creates the project again nor resends its files", () => {
    const pending = run(
      initialProjectFormState(null),
      { type: "posterPicked", file: png("poster.png") },
      { type: "imagesPicked", files: [png("one.png")] },
    );
    const created = run(pending, { type: "saveStepDone", step: "project", id: 9 });
    expect(created).toMatchObject({ projectId: 9, poster: null });
    expect(created.images).toHaveLength(1);
    const failed = run(created, { type: "saveEnded", failure: projectTexts.technologiesFailed });
    expect(failed.failure).toBe(projectTexts.technologiesFailed);
    expect(run(failed, { type: "saveStepDone", step: "images", id: 9 }).images).toEqual([]);
  });

  it("removes a saved image once the server has, and keeps it with the failure otherwise", () => {
    const editing = initialProjectFormState(saved);
    const removing = run(editing, { type: "removeStarted", kind: "image", id: 10 });
    expect(removing.removing).toBe("image-10");
    const removed = run(removing, { type: "savedItemRemoved", kind: "image", id: 10 });
    expect(removed.savedImages.map((image) => image.id)).toEqual([11]);
    expect(removed.removing).toBeNull();
    const refused = run(
      editing,
      { type: "removeStarted", kind: "technology", id: 20 },
      { type: "removeFailed", message: projectTexts.technologyRemoveFailed },
    );
    expect(refused.savedTechnologies).toHaveLength(1);
    expect(refused).toMatchObject({ removing: null, failure: projectTexts.technologyRemoveFailed });
  });
});
