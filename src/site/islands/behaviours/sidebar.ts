/**
 * The mobile sidebar, a modal `<dialog>` (src/site/site-header.tsx). Its buttons open and close
 * it with invoker commands and `closedby="any"` closes it on a click on the backdrop, with no
 * script; Escape and the return of focus to the menu button are the dialog's own. This adds:
 * - choosing a link closes the sidebar (so a page restored by Back, or left behind a link opened
 *   in a new tab, shows it closed);
 * - the buttons and the backdrop click in browsers without invoker commands or `closedby`.
 */
export function attach(element: HTMLElement): void {
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;

  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("a[href]")) dialog.close();
    else if (target === dialog && !("closedBy" in HTMLDialogElement.prototype)) dialog.close();
  });

  if ("command" in HTMLButtonElement.prototype) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `button[commandfor="${CSS.escape(dialog.id)}"]`,
  )) {
    button.addEventListener("click", () => {
      const command = button.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      else if (command === "close") dialog.close();
    });
  }
}
