import "#src/lib/zod-jitless.ts";
import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import { company } from "#src/content/company.ts";
import { CspNonce } from "#src/lib/csp-nonce.ts";
import { IslandsEntry, pageScripts } from "#src/lib/page-scripts.ts";
import { PageStyle } from "#src/lib/page-style.ts";
import { Toaster } from "#src/ui/toast.tsx";

export function links() {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(CspNonce);
  const style = useContext(PageStyle);
  const islands = useContext(IslandsEntry);
  const scripts = pageScripts(useMatches());
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* The stylesheet inline (src/lib/page-style.ts): the browser keeps what the server sent. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, never visitor input */}
        <style dangerouslySetInnerHTML={{ __html: style }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts === "islands" ? (
          // No runtime on a public page: its behaviours and form islands (src/site/islands/entry.ts).
          islands && <script type="module" src={islands} />
        ) : (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when a page itself fails: a plain, branded message, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${title} | ${company.name}`}</title>
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-slate-600">
        Please try again in a moment, or go back to the{" "}
        <a className="text-brand-700 underline" href="/">
          home page
        </a>
        .
      </p>
    </main>
  );
}
