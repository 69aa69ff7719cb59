import { describe, expect, it } from "vitest";
import {
  IMAGE_VARIANTS,
  parseVariantName,
  storedImageOf,
  variantName,
  variantSrcset,
  variantUrl,
} from "./responsive-images.ts";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("responsive image URLs", () => {
  it("knows a stored image by its URL, and nothing else", () => {
    expect(storedImageOf(`/uploads/team/${id}.webp`)).toEqual({ folder: "team", id });
    expect(storedImageOf("/images/default-profile.svg")).toBeNull();
    expect(storedImageOf(`/uploads/secret/${id}.webp`)).toBeNull();
    expect(storedImageOf(`https://example.com/uploads/team/${id}.webp`)).toBeNull();
    expect(storedImageOf(null)).toBeNull();
  });

  it("names a variant once: the centre without a focal point, others on a grid of tenths", () => {
    expect(variantName(320, "avif")).toBe("w320.avif");
    expect(variantName(320, "avif", { x: 0.5, y: 0.5 })).toBe("w320.avif");
    expect(variantName(320, "webp", { x: 0.31, y: 0.18 })).toBe("w320-x30y20.webp");
    expect(variantName(320, "webp", { x: -1, y: 2 })).toBe("w320-x0y100.webp");
    for (const name of ["w320.avif", "w320-x30y20.webp", "w320-x0y100.webp"]) {
      expect(parseVariantName("team", name), name).not.toBeNull();
    }
    expect(parseVariantName("team", "w320-x30y20.webp")).toEqual({
      width: 320,
      format: "webp",
      focal: { x: 3, y: 2 },
    });
    for (const name of [
      "w321.avif",
      "w320-x50y50.avif",
      "w320-x35y20.avif",
      "w320-x110y0.avif",
      "w320.jpg",
    ]) {
      expect(parseVariantName("team", name), name).toBeNull();
    }
    // Images the pages never crop have no focal point.
    expect(parseVariantName("projects", "w640-x30y20.avif")).toBeNull();
    expect(variantUrl({ folder: "projects", id }, 640, "avif", { x: 0, y: 0 })).toBe(
      `/uploads/projects/${id}/w640.avif`,
    );
  });

  it("lists every width of fluid images and 1× and 2× of fixed ones", () => {
    expect(variantSrcset({ folder: "projects", id }, "avif")).toBe(
      IMAGE_VARIANTS.projects.widths
        .map((width) => `/uploads/projects/${id}/w${width}.avif ${width}w`)
        .join(", "),
    );
    expect(
      variantSrcset({ folder: "testimonials", id }, "webp", { fixedWidth: 48, focal: { x: 0.2, y: 0.5 } }),
    ).toBe(`/uploads/testimonials/${id}/w48-x20y50.webp 1x, /uploads/testimonials/${id}/w96-x20y50.webp 2x`);
    expect(() => variantSrcset({ folder: "clients", id }, "webp", { fixedWidth: 100 })).toThrow();
  });
});
