import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * What script a page loads (docs/decisions/0030-public-pages-without-the-runtime.md):
 * - `app`: the React and React Router runtime, hydrating the whole document (the back office);
 * - `islands`: no runtime; one small module (src/site/islands/entry.ts) that attaches the page's
 *   behaviours and turns a form into a React island when the visitor starts using it.
 * A route says which in its `handle`; a page without a say is an `app` page.
 */
export type PageScripts = "app" | "islands";

export interface ScriptsHandle {
  scripts: PageScripts;
}

export function pageScripts(matches: readonly { handle?: unknown }[]): PageScripts {
  for (const match of matches) {
    const handle = match.handle as Partial<ScriptsHandle> | undefined;
    if (handle?.scripts === "islands") return "islands";
  }
  return "app";
}

/** The islands module's address, set by the server (src/server/islands-entry.ts). */
export const islandsEntryContext = createContext<string>("");

/** The same address for the root layout. */
export const IslandsEntry = createReactContext<string>("");
