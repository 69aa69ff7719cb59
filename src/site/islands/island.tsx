import type { ReactNode } from "react";

/**
 * Server side of an island (src/site/islands/entry.ts): the component's own HTML, and the name
 * and props the browser needs to put the live component in its place on first use. The wrapper
 * takes no room of its own (`display: contents`).
 */
export function Island<Props>({
  name,
  props,
  children,
}: {
  name: string;
  props: Props;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {children}
    </div>
  );
}
