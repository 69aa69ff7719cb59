import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { Disclosure } from "./disclosure.tsx";
import { Panel } from "./list-states.tsx";

/**
 * A content screen's add form behind its button: the screen opens on its list, and the button
 * (named like the panel, "Add a member") shows the form above it. The form stays mounted while
 * hidden, so what was typed in it is kept, and leaving the screen still asks about it
 * (src/ui/admin/unsaved-changes.tsx).
 */
export function AddPanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Disclosure
      className="space-y-4"
      button={() => (
        <>
          <Plus aria-hidden="true" className="size-4" /> {title}
        </>
      )}
    >
      {() => (
        <Panel title={title} id={id}>
          {children}
        </Panel>
      )}
    </Disclosure>
  );
}
