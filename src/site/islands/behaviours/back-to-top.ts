/**
 * Back to top (src/site/site-footer.tsx): a link to `#top`, which the browser scrolls to the top
 * of the page with no script. This keeps the address free of `#top` and moves focus to the main
 * content; the scroll is instant for a visitor who asks for reduced motion.
 */
export function attach(link: HTMLElement): void {
  link.addEventListener("click", (event) => {
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  });
}
