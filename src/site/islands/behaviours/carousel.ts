/**
 * A carousel of server-rendered slides (`[data-slide]`, the first one `data-current`), used by the
 * project page (src/features/portfolio/site/project-carousel.tsx). It advances every
 * `data-interval` ms while nothing holds it: it waits while the pointer or focus is inside, stops
 * for good with the pause button until play is pressed (WCAG 2.2.2), and never turns by itself
 * when the visitor prefers reduced motion. Previous, next and the indicators always work.
 * Slides out of view are `aria-hidden` and `inert`; while it turns by itself the slides are not a
 * live region, else they are (`aria-live="polite"`), as the WAI-ARIA carousel pattern says.
 */
export function attach(element: HTMLElement): void {
  const slides = [...element.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...element.querySelectorAll<HTMLButtonElement>('[data-carousel="show"]')];
  const pause = element.querySelector<HTMLButtonElement>('[data-carousel="pause"]');
  const live = element.querySelector<HTMLElement>("[data-slides]");
  const interval = Number(element.dataset.interval) || 3000;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  const count = slides.length;
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute("data-current")),
  );
  let stopped = false;
  let hovered = element.matches(":hover");
  let focused = element.contains(document.activeElement);
  let timer: ReturnType<typeof setInterval> | undefined;

  const go = (index: number) => {
    current = (index + count) % count;
    slides.forEach((slide, each) => {
      const shown = each === current;
      slide.toggleAttribute("data-current", shown);
      slide.toggleAttribute("inert", !shown);
      if (shown) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, each) => {
      dot.setAttribute("aria-current", String(each === current));
    });
  };

  const update = () => {
    const rotating = count > 1 && !stopped && !reducedMotion.matches;
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    if (pause) {
      pause.toggleAttribute("data-stopped", stopped);
      pause.setAttribute("aria-label", stopped ? "Play slideshow" : "Pause slideshow");
    }
    const turning = rotating && !hovered && !focused;
    if (turning && timer === undefined) timer = setInterval(() => go(current + 1), interval);
    if (!turning && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  element.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  element.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  element.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  element.addEventListener("focusout", (event) => {
    if (element.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  reducedMotion.addEventListener("change", update);
  pause?.addEventListener("click", () => {
    stopped = !stopped;
    update();
  });
  element.querySelector('[data-carousel="previous"]')?.addEventListener("click", () => go(current - 1));
  element.querySelector('[data-carousel="next"]')?.addEventListener("click", () => go(current + 1));
  dots.forEach((dot, index) => {
    dot.addEventListener("click", () => go(index));
  });

  go(current);
  update();
}
