import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext } from "#src/lib/csp-nonce.ts";
import type { FormPost } from "#src/lib/form-post.ts";
import { formPostContext } from "#src/lib/form-post-route.ts";
import { islandsEntryContext } from "#src/lib/page-scripts.ts";
import { pageStyleContext } from "#src/lib/page-style.ts";
import { type PageData, pageDataContext } from "#src/site/page-data.ts";
import { islandsEntry } from "./islands-entry.ts";
import { pageStyle } from "./page-style.ts";

export { pageStyleHash } from "./page-style.ts";

/**
 * The server build's entry (vite.config.ts). Built by Vite in one module graph with the
 * routes, so the context key the loaders read is the very object set here.
 */
export function createPageHandler(pageData: PageData, mode: "production" | "development") {
  const handle = createRequestHandler(serverBuild as unknown as ServerBuild, mode);
  return (
    request: Request,
    options: { nonce: string; formPost?: FormPost; overlay?: (published: never) => unknown },
  ) => {
    const context = new RouterContextProvider();
    // A preview shows one draft in place of what is published (src/server/app/preview.ts).
    const overlay = options.overlay as ((published: PageData) => PageData) | undefined;
    context.set(pageDataContext, overlay ? overlay(pageData) : pageData);
    context.set(cspNonceContext, options.nonce);
    context.set(formPostContext, options.formPost ?? null);
    context.set(pageStyleContext, pageStyle);
    context.set(islandsEntryContext, islandsEntry);
    return handle(request, context);
  };
}

export type PageHandler = ReturnType<typeof createPageHandler>;
