import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { CspNonce, cspNonceContext } from "#src/lib/csp-nonce.ts";
import { IslandsEntry, islandsEntryContext } from "#src/lib/page-scripts.ts";
import { PageStyle, pageStyleContext } from "#src/lib/page-style.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it: every page's data is loaded by its loader
 * first, so waiting for all of it costs nothing and gives crawlers complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const style = loadContext.get(pageStyleContext);
  const islands = loadContext.get(islandsEntryContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <PageStyle.Provider value={style}>
          <IslandsEntry.Provider value={islands}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandsEntry.Provider>
        </PageStyle.Provider>
      </CspNonce.Provider>,
      {
        nonce,
        // Every Suspense boundary's content inline, however large: the HTML is complete without
        // the script that would move outlined content into place (pages work with JavaScript off).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          reject(error);
        },
      },
    );
    const timeout = setTimeout(() => abort(), streamTimeout);
  });
}
