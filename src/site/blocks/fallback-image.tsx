import { ResponsiveImage, type ResponsiveImageProps } from "#src/ui/responsive-image.tsx";

type FallbackImageProps = ResponsiveImageProps & { fallbackSrc: string };

/**
 * An uploaded image (its AVIF and WebP variants: src/ui/responsive-image.tsx) that swaps to a
 * default picture when its own fails to load: the `fallback-image` behaviour
 * (src/site/islands/behaviours/fallback-image.ts), which also catches an image that failed before
 * it ran. Without script a failed image shows its alternative text.
 */
export function FallbackImage({ fallbackSrc, ...props }: FallbackImageProps) {
  return <ResponsiveImage data-behaviour="fallback-image" data-fallback-src={fallbackSrc} {...props} />;
}
