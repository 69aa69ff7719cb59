import Plus from "lucide-react/icons/plus";
import { type ReactNode, useId, useState } from "react";
import { secondaryButtonClass } from "./confirm-dialog.tsx";
import { Panel } from "./list-states.tsx";

/**
 * A content screen's add form behind its button: the screen opens on its list, and the button
 * (named like the panel, "Add a member") shows the form above it. The form stays mounted while
 * hidden, so what was typed in it is kept, and leaving the screen still asks about it
 * (src/ui/admin/unsaved-changes.tsx).
 */
export function AddPanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="space-y-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={secondaryButtonClass}
      >
        <Plus aria-hidden="true" className="size-4" /> {title}
      </button>
      <div id={panelId} hidden={!open}>
        <Panel title={title} id={id}>
          {children}
        </Panel>
      </div>
    </div>
  );
}
