import { type ReactNode, useId, useState } from "react";
import { secondaryButtonClass } from "./confirm-dialog.tsx";

/**
 * A button that shows and hides the part below it, closed at first (the add panel, the Arrange
 * panel): `aria-expanded` on the button, `aria-controls` naming the part.
 */
export function Disclosure({
  className,
  button,
  children,
}: {
  className: string;
  button: (open: boolean) => ReactNode;
  children: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={secondaryButtonClass}
      >
        {button(open)}
      </button>
      <div id={panelId} hidden={!open}>
        {children(open)}
      </div>
    </div>
  );
}
