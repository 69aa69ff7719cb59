/**
 * A desktop menu of the navigation (src/site/site-header.tsx): a `popover` its button opens and
 * closes with no script, Escape and a click outside closing it. This adds what the platform
 * does not:
 * - hovering the item opens the menu and leaving it closes it;
 * - a click on the label of a menu that hovering opened leaves it open (a pointer that hovers
 *   then clicks, or a tap on a wide touch screen, which fires both): a second click closes it;
 * - focus leaving the item or choosing a link closes the menu (so a page restored by Back, or
 *   left open behind a link opened in a new tab, shows it closed);
 * - `aria-expanded` on the button follows the menu.
 */
let dropdowns = 0;

export function attach(item: HTMLElement): void {
  const button = item.querySelector<HTMLButtonElement>("button[popovertarget]");
  const menu = document.getElementById(button?.getAttribute("popovertarget") ?? "");
  if (!button || !menu || typeof menu.showPopover !== "function") return;

  // A name of its own for the button as the menu's anchor, for a browser that places menus by
  // anchor positioning but does not know `anchor-scope`, where both menus would find one button.
  const anchor = `--nav-dropdown-${++dropdowns}`;
  button.style.setProperty("anchor-name", anchor);
  menu.style.setProperty("position-anchor", anchor);

  let openedByHover = false;
  const isOpen = () => menu.matches(":popover-open");
  const show = () => {
    if (!isOpen()) menu.showPopover();
  };
  const hide = () => {
    if (isOpen()) menu.hidePopover();
  };

  button.setAttribute("aria-expanded", String(isOpen()));
  menu.addEventListener("toggle", () => {
    const open = isOpen();
    button.setAttribute("aria-expanded", String(open));
    if (!open) openedByHover = false;
    else if (!CSS.supports("top", "anchor(bottom)")) {
      // Without anchor positioning, place the menu under its button by hand.
      const box = button.getBoundingClientRect();
      menu.style.top = `${box.bottom}px`;
      menu.style.left = `${box.left}px`;
    }
  });

  item.addEventListener("mouseenter", () => {
    if (isOpen()) return;
    openedByHover = true;
    show();
  });
  item.addEventListener("mouseleave", () => {
    openedByHover = false;
    hide();
  });
  button.addEventListener("click", (event) => {
    if (!openedByHover) return; // the button's own toggle
    openedByHover = false;
    event.preventDefault(); // keeps open the menu that hovering opened
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) hide();
  });
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) hide();
  });
}
