/**
 * Children with `data-animation="fade-right"` or `"fade-left"` fade in from their side over
 * `data-duration` ms the first time they scroll into view (120 px inside the viewport's bottom),
 * used by the service cards (src/site/services/service-card-grid.tsx). Web Animations, not
 * styles in the HTML: nothing is ever hidden without script, and reduced motion skips it.
 */
const keyframes: Record<string, Keyframe[]> = {
  "fade-right": [
    { opacity: 0, transform: "translateX(-32px)" },
    { opacity: 1, transform: "none" },
  ],
  "fade-left": [
    { opacity: 0, transform: "translateX(32px)" },
    { opacity: 1, transform: "none" },
  ],
};

export function attach(element: HTMLElement): void {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
  const duration = Number(element.dataset.duration) || 0;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const target = entry.target as HTMLElement;
        const frames = keyframes[target.dataset.animation ?? ""] ?? keyframes["fade-right"];
        target.animate?.(frames ?? [], { duration, easing: "ease" });
      }
    },
    { rootMargin: "0px 0px -120px 0px" },
  );
  for (const child of element.querySelectorAll("[data-animation]")) observer.observe(child);
}
