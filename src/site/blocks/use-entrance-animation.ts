import { type RefObject, useEffect } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

const keyframes: Record<"fade-right" | "fade-left", Keyframe[]> = {
  "fade-right": [
    { opacity: 0, transform: "translateX(-32px)" },
    { opacity: 1, transform: "none" },
  ],
  "fade-left": [
    { opacity: 0, transform: "translateX(32px)" },
    { opacity: 1, transform: "none" },
  ],
};

/**
 * Service cards fade in from their side (fade-right / fade-left) over 1000 ms the
 * first time they scroll into view. Web Animations, not inline styles (decision 0003): nothing is
 * ever hidden in the HTML, and reduced motion skips it.
 */
export function useEntranceAnimation(
  listRef: RefObject<HTMLElement | null>,
  selector: string,
  durationMs: number,
) {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const list = listRef.current;
    if (!list || reducedMotion || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const element = entry.target as HTMLElement;
          const kind = element.dataset.animation === "fade-left" ? "fade-left" : "fade-right";
          element.animate?.(keyframes[kind], { duration: durationMs, easing: "ease" });
        }
      },
      // An offset of 120 px before the card counts as "in view".
      { rootMargin: "0px 0px -120px 0px" },
    );
    for (const element of list.querySelectorAll(selector)) observer.observe(element);
    return () => observer.disconnect();
  }, [listRef, selector, durationMs, reducedMotion]);
}
