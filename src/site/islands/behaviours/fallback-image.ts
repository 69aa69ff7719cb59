/**
 * An image that fails to load shows the default picture named in `data-fallback-src`
 * (src/site/blocks/fallback-image.tsx). One that already failed before this script ran has no
 * error event left to fire, so a finished image with no pixels is checked too.
 */
export function attach(element: HTMLElement): void {
  if (!(element instanceof HTMLImageElement)) return;
  const image = element;
  const fallback = image.dataset.fallbackSrc;
  if (!fallback) return;
  const showFallback = () => {
    if (image.getAttribute("src") === fallback) return; // the default failed too: stop there
    // A <picture>'s sources would still be chosen over the new src (src/ui/responsive-image.tsx).
    if (image.parentElement instanceof HTMLPictureElement) {
      for (const source of image.parentElement.querySelectorAll("source")) source.remove();
    }
    image.removeAttribute("srcset");
    image.removeAttribute("sizes");
    image.src = fallback;
  };
  image.addEventListener("error", showFallback);
  // decode() tells a broken image from a drawable one without intrinsic size (an SVG).
  if (image.complete && image.naturalWidth === 0) image.decode().catch(showFallback);
}
