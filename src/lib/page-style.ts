import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * The site's stylesheet, inlined in every document's <head> by the server (no render-blocking
 * request before the first paint); allowed by the Content-Security-Policy by its hash
 * (docs/decisions/0018-public-pages-static-first.md). Empty in the browser, which never renders
 * the document head again.
 */
export const pageStyleContext = createContext<string>("");

/** The same text for the root layout. */
export const PageStyle = createReactContext<string>("");
