import { type ComponentPropsWithoutRef, useEffect, useRef } from "react";

type FallbackImageProps = ComponentPropsWithoutRef<"img"> & {
  src: string;
  fallbackSrc: string;
  width: number;
  height: number;
};

/**
 * An image that swaps to a default picture when its own fails to load. An image
 * that already failed before hydration has no onError left to fire, so the effect checks it too.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src means a new image to watch
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const showFallback = () => {
      if (!image.src.endsWith(fallbackSrc)) image.src = fallbackSrc;
    };
    if (image.complete && image.naturalWidth === 0) showFallback();
    image.addEventListener("error", showFallback);
    return () => image.removeEventListener("error", showFallback);
  }, [src, fallbackSrc]);

  return <img ref={ref} src={src} alt={alt} {...props} />;
}
