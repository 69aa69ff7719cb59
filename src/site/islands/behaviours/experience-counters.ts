/**
 * The experience counters (server markup: src/site/blocks/experience-stats.tsx, which renders the
 * final numbers). Each `[data-counter]` counts from 0 to its `data-end` over `data-duration` ms,
 * a step every `data-tick` ms, once at least `data-threshold` of the block is visible; it goes
 * back to 0 when the block leaves view and counts again when it returns. With reduced motion the
 * final numbers stay (docs/decisions/0017-public-site-behaviours.md).
 */
export function attach(element: HTMLElement): void {
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  if (reducedMotion.matches || typeof IntersectionObserver === "undefined") return;
  const duration = Number(element.dataset.duration) || 2000;
  const tick = Number(element.dataset.tick) || 10;
  const threshold = Number(element.dataset.threshold) || 0.5;
  const counters = [...element.querySelectorAll<HTMLElement>("[data-counter]")].flatMap((counter) => {
    const value = counter.querySelector<HTMLElement>("[data-counter-value]");
    return value ? [{ value, end: Number(counter.dataset.end) || 0 }] : [];
  });
  let timer: ReturnType<typeof setInterval> | undefined;

  const showShare = (progress: number) => {
    for (const { value, end } of counters) value.textContent = String(Math.round(end * progress));
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      stop();
      if (reducedMotion.matches) {
        showShare(1);
        return;
      }
      // The visible share, not isIntersecting: some browsers report that true below the threshold.
      if (!entry || entry.intersectionRatio < threshold) {
        showShare(0);
        return;
      }
      // Progress comes from the clock, so a busy page that delays ticks still ends at 2000 ms.
      const startedAt = performance.now();
      timer = setInterval(() => {
        const progress = Math.min((performance.now() - startedAt) / duration, 1);
        showShare(progress);
        if (progress >= 1) stop();
      }, tick);
    },
    { threshold },
  );
  showShare(0);
  observer.observe(element);
}
