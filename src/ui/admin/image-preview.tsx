import { useEffect, useState } from "react";

/**
 * A local preview of a picked image: an object URL (blob:), allowed by the CSP's
 * `img-src 'self' blob:` (docs/decisions/0003-security-headers.md), revoked when it changes.
 */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function ImagePreview({
  file,
  alt,
  className = "size-24",
}: {
  file: File | null | undefined;
  alt: string;
  className?: string;
}) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return (
    <img src={url} alt={alt} className={`rounded-lg border border-slate-200 object-cover ${className}`} />
  );
}

/** An image with a fallback: an image that fails to load gives way to a default one. */
export function FallbackImage({
  src,
  fallback,
  alt,
  className,
}: {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the load error swaps in the default image; nothing to interact with.
    <img
      src={!src || failed ? fallback : src}
      alt={alt}
      className={className}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
