import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { company } from "#src/content/company.ts";
import { HIRE_QUERY } from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { postedForm } from "#src/lib/form-post.ts";
import { answerFormPost } from "#src/lib/form-post-route.ts";
import { PageBlocksView } from "#src/site/blocks/page-blocks-view.tsx";
import NotFoundPage from "#src/site/not-found-page.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta } from "#src/site/seo.ts";
import type { Route } from "./+types/block-page";

/**
 * A page built from blocks (docs/decisions/0051-pages-as-blocks.md), found by its path: the nine
 * service pages the route table names, and every other path (the route table's last entry), which
 * is a stored page or the 404. A path is looked up in lowercase, the one spelling a stored page has
 * (/services/Cloud is /services/cloud). Read through the content cache: a cached page costs no query,
 * and a path no page has is known from the published paths the layout reads anyway.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase();
  const pageData = context.get(pageDataContext);
  // The published paths come with the layout's read (cached): an unknown path costs no query.
  const { paths } = await pageData.getPagePlacements();
  const page = paths.includes(path) ? await pageData.getPage(path) : undefined;
  // A real 404 status, so search engines never index a missing page.
  if (!page) return data({ page: null, clients: [], testimonials: [] }, { status: 404 });
  // What the blocks that show staff's records need, read only when the page has them.
  const shows = (type: string) => page.blocks.some((block) => block.type === type);
  const [clients, testimonials] = await Promise.all([
    shows("clientSlider") ? pageData.listClients() : [],
    shows("testimonials") ? pageData.listTestimonials() : [],
  ]);
  return { page, clients, testimonials };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    matches,
    path: page.path,
    title: `${page.title} | ${company.name}`,
    description: "",
    seo: page.seo,
  });
}

/** The hire form posted without JavaScript to a page under /services (src/server/form-posts.ts). */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, "hire");
}

export default function BlockPage() {
  const { page, clients, testimonials } = useLoaderData<typeof loader>();
  const post = postedForm(useActionData(), "hire");
  const [searchParams] = useSearchParams();
  if (!page) return <NotFoundPage />;
  return (
    <PageBlocksView
      blocks={page.blocks}
      path={page.path}
      hire={{ post, requested: searchParams.has(HIRE_QUERY) }}
      records={{ clients, testimonials }}
    />
  );
}
