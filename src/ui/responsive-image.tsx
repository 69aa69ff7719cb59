import type { ComponentPropsWithoutRef } from "react";
import { type FocalPoint, storedImageOf, VARIANT_TYPES, variantSrcset } from "#src/lib/responsive-images.ts";

export type ResponsiveImageProps = Omit<
  ComponentPropsWithoutRef<"img">,
  "srcSet" | "sizes" | "width" | "height"
> & {
  src: string;
  width: number;
  height: number;
  /** Where a cropped image (a square portrait) is centred; the centre when not given. */
  focal?: FocalPoint;
} & (
    | {
        /** The image is always this many CSS pixels wide: its variants are offered at 1× and 2×. */
        fixedWidth: number;
        sizes?: never;
      }
    | {
        /** The widths the page's CSS gives the image (the `sizes` attribute), for a fluid image. */
        sizes: string;
        fixedWidth?: never;
      }
  );

/**
 * An uploaded image as a `<picture>`: AVIF then WebP variants at the widths its folder lists
 * (src/lib/responsive-images.ts), the browser picking the smallest that fills its box; the stored
 * image stays the `src`. The `<picture>` has `display: contents`, so the image's classes size it
 * against its box as before. A URL that is not a stored image (a default picture) is a plain `<img>`.
 */
export function ResponsiveImage({ src, focal, fixedWidth, sizes, alt, ...props }: ResponsiveImageProps) {
  const image = storedImageOf(src);
  if (!image) return <img src={src} alt={alt} {...props} />;
  const options = { focal, ...(fixedWidth === undefined ? {} : { fixedWidth }) };
  return (
    <picture className="contents">
      <source type={VARIANT_TYPES.avif} srcSet={variantSrcset(image, "avif", options)} sizes={sizes} />
      <img src={src} srcSet={variantSrcset(image, "webp", options)} sizes={sizes} alt={alt} {...props} />
    </picture>
  );
}
