/**
 * The client logo slider (server markup: src/site/blocks/client-slider.tsx). It moves the row of
 * logos by one logo every `data-interval` ms, and by its Previous / Next buttons; past the last
 * logo it returns to the first. It does not move by itself while the visitor hovers or focuses
 * the logos, after they press Pause, or, until they press Play, when they prefer reduced motion
 * (docs/decisions/0017-public-site-behaviours.md).
 */
export function attach(element: HTMLElement): void {
  const viewport = element.querySelector<HTMLElement>("[data-slider-viewport]");
  const track = element.querySelector<HTMLElement>("[data-slider-track]");
  const controls = element.querySelector<HTMLElement>("[data-slider-controls]");
  const toggle = element.querySelector<HTMLButtonElement>("[data-slider-toggle]");
  if (!viewport || !track || !controls || !toggle) return;
  const slides = track.children as HTMLCollectionOf<HTMLElement>;
  const interval = Number(element.dataset.interval) || 3000;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

  let position = 0;
  // The visitor's own choice wins; without one it plays unless they prefer reduced motion.
  let choice: "play" | "pause" | undefined;
  let interacting = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const paused = () => (choice ?? (reducedMotion.matches ? "pause" : "play")) === "pause";

  /** The last position that still fills the viewport: the slider never shows empty room. */
  const lastPosition = () => {
    const width = slides[0]?.offsetWidth ?? 0;
    if (width === 0) return 0;
    return Math.max(0, slides.length - Math.round(viewport.clientWidth / width));
  };

  const show = () => {
    position = Math.min(position, lastPosition());
    const offset = (slides[position]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
    track.style.transform = `translateX(${-offset}px)`;
  };

  const move = (step: number) => {
    const last = lastPosition();
    position = position + step > last ? 0 : position + step < 0 ? last : position + step;
    show();
  };

  const update = () => {
    const isPaused = paused();
    toggle.setAttribute("aria-label", isPaused ? "Play logo slider" : "Pause logo slider");
    toggle.dataset.state = isPaused ? "paused" : "playing";
    const playing = !isPaused && !interacting;
    if (playing && timer === undefined) timer = setInterval(() => move(1), interval);
    if (!playing && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const setInteracting = (value: boolean) => () => {
    interacting = value;
    update();
  };

  element.querySelector("[data-slider-previous]")?.addEventListener("click", () => move(-1));
  element.querySelector("[data-slider-next]")?.addEventListener("click", () => move(1));
  toggle.addEventListener("click", () => {
    choice = paused() ? "play" : "pause";
    update();
  });
  viewport.addEventListener("mouseenter", setInteracting(true));
  viewport.addEventListener("mouseleave", setInteracting(false));
  viewport.addEventListener("focusin", setInteracting(true));
  viewport.addEventListener("focusout", setInteracting(false));
  reducedMotion.addEventListener("change", update);
  addEventListener("resize", show, { passive: true });

  // From the scrollable row of the server HTML to the slider.
  viewport.scrollLeft = 0;
  viewport.removeAttribute("tabindex");
  viewport.dataset.ready = "";
  controls.hidden = false;
  update();
}
