import type { ComponentPropsWithoutRef } from "react";

type FallbackImageProps = ComponentPropsWithoutRef<"img"> & {
  src: string;
  fallbackSrc: string;
  width: number;
  height: number;
};

/**
 * An image that swaps to a default picture when its own fails to load: the `fallback-image`
 * behaviour (src/site/islands/behaviours/fallback-image.ts), which also catches an image that
 * failed before it ran. Without script a failed image shows its alternative text.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  return (
    <img src={src} alt={alt} data-behaviour="fallback-image" data-fallback-src={fallbackSrc} {...props} />
  );
}
