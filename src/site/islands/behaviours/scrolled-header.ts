/**
 * The navigation's scrolled style (spec §2: past 50 px): sets `data-scrolled` on the header,
 * whose classes style both states (src/site/site-header.tsx). The threshold comes from
 * `data-threshold`; the server renders `data-scrolled="false"`.
 */
export function attach(header: HTMLElement): void {
  const threshold = Number(header.dataset.threshold);
  const update = () => {
    const scrolled = String(window.scrollY > threshold);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
