import { Outlet, useLoaderData } from "react-router";
import type { ScriptsHandle } from "#src/lib/page-scripts.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/site-layout";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Public pages load no runtime: their behaviours and form islands only (src/site/islands). */
export const handle: ScriptsHandle = { scripts: "islands" };

export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const [settings, placements] = await Promise.all([
    pageData.getSiteSettings(),
    pageData.getPagePlacements(),
  ]);
  return { links: pageData.links, settings, placements };
}

export default function SiteLayout() {
  const { settings, placements } = useLoaderData<typeof loader>();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader clientPortalUrl={settings.links.clientPortalUrl} moreServices={placements.servicesMenu} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={settings} moreLinks={placements.footer} />
    </>
  );
}
