/**
 * The service pages' process steps (src/site/services/process-steps.tsx): one step pressed at a
 * time; a newly chosen step's description appears `data-delay` ms (500) after the choice, the
 * panel saying 'Loading step…' meanwhile. Choosing again restarts the wait; choosing the pressed
 * step does nothing.
 */
export function attach(element: HTMLElement): void {
  const buttons = [...element.querySelectorAll<HTMLButtonElement>("button[data-step]")];
  const descriptions = [...element.querySelectorAll<HTMLElement>("[data-step-description]")];
  const waiting = element.querySelector<HTMLElement>("[data-step-waiting]");
  const delay = Number(element.dataset.delay) || 0;
  let active = Math.max(
    0,
    buttons.findIndex((button) => button.getAttribute("aria-pressed") === "true"),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (shown: number | null) => {
    descriptions.forEach((description, index) => {
      description.hidden = index !== shown;
    });
    if (waiting) waiting.hidden = shown !== null;
  };

  buttons.forEach((button, index) => {
    button.addEventListener("click", () => {
      if (index === active) return;
      active = index;
      for (const [other, each] of buttons.entries())
        each.setAttribute("aria-pressed", String(other === index));
      show(null);
      clearTimeout(timer);
      timer = setTimeout(() => show(index), delay);
    });
  });
}
