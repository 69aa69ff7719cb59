import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { company } from "#src/content/company.ts";
import { HIRE_QUERY } from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { type FormPost, postedForm } from "#src/lib/form-post.ts";
import { answerFormPost, formPostContext } from "#src/lib/form-post-route.ts";
import { storedPathOf } from "#src/lib/page-forms.ts";
import { fillSettings } from "#src/lib/settings-tokens.ts";
import { chosenTitle, readBlockRecords, recordsStatus } from "#src/site/blocks/block-records.ts";
import { PageBlocksView } from "#src/site/blocks/page-blocks-view.tsx";
import NotFoundPage from "#src/site/not-found-page.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta, settingsFrom } from "#src/site/seo.ts";
import type { Route } from "./+types/block-page";

/**
 * A page built from blocks (docs/decisions/0051-pages-as-blocks.md), found by its path: the nine
 * service pages the route table names, and every other path (the route table's last entry), which
 * is a stored page or the 404. A path is looked up in lowercase, the one spelling a stored page has
 * (/services/Cloud is /services/cloud). Read through the content cache: a cached page costs no query,
 * and neither does a path no page has (readPublicPage() knows the published paths).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A trailing slash is the same page, as React Router matches the site's other routes.
  const url = new URL(request.url);
  const path = storedPathOf(url.pathname);
  const pageData = context.get(pageDataContext);
  // An unknown path costs no query (getPage knows the published paths).
  const page = await pageData.getPage(path);
  // A real 404 status, so search engines never index a missing page.
  if (!page) return data({ page: null, records: null }, { status: 404 });
  // What the blocks that show staff's records need, read only when the page has them; records
  // that could not be read make the page a 503 (the blocks say so in place).
  const records = await readBlockRecords(page.blocks, pageData, url);
  return data({ page, records }, { status: recordsStatus(records) });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page || !loaderData.records)
    return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  // The title and description may name values of Site Settings, as the blocks' texts may.
  const settings = settingsFrom(matches);
  const chosen = chosenTitle(page.blocks, loaderData.records);
  const fill = (text: string | undefined) => (text && settings ? fillSettings(text, settings) : text);
  return pageMeta({
    matches,
    path: page.path,
    title: `${fill(page.title)} | ${company.name}`,
    description: "",
    seo: {
      ...page.seo,
      // What the visitor chose, when a block names it ("Apply for …"), before the stored title.
      title: chosen ? `${fill(chosen)} | ${company.name}` : fill(page.seo.title),
      description: fill(page.seo.description),
    },
  });
}

/**
 * A form posted without JavaScript to this page (src/server/form-posts.ts posts each form to its
 * pages: the hire form to the service pages, the contact form to /contact…): its outcome, which
 * the block showing that form reads. Any other post is refused with 405.
 */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, context.get(formPostContext)?.form ?? "hire");
}

export default function BlockPage() {
  const { page, records } = useLoaderData<typeof loader>();
  const post = (useActionData() as FormPost | undefined) ?? null;
  const [searchParams] = useSearchParams();
  if (!page || !records) return <NotFoundPage />;
  return (
    <PageBlocksView
      blocks={page.blocks}
      path={page.path}
      hire={{ post: postedForm(post, "hire"), requested: searchParams.has(HIRE_QUERY) }}
      post={post}
      records={records}
    />
  );
}
