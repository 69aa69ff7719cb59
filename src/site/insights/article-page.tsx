import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, useRouteLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import {
  type ArticleAnswer,
  articlePath,
  articleTexts,
  INSIGHTS_PATH,
  insightsListPath,
} from "#src/features/insights/article.schema.ts";
import { bodyText } from "#src/features/insights/article-body.schema.ts";
import { ArticleBody } from "#src/features/insights/site/article-body.tsx";
import { ArticleDate } from "#src/features/insights/site/article-date.tsx";
import type { TeamMemberRowAnswer } from "#src/features/team-members/team-member.schema.ts";
import { focalPointOf, type ImageFocus } from "#src/lib/responsive-images.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";
import { JsonLd } from "../json-ld.tsx";
import NotFoundPage from "../not-found-page.tsx";
import { pageMeta } from "../seo.ts";
import type { Route } from "./+types/article-page";
import { feedLink } from "./insights-meta.ts";

/** The cover across the article's column (max-w-4xl, 896 px, inside px-4 then sm:px-6). */
const COVER_SIZES = "(min-width: 944px) 896px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
/** The author's portrait, shown at 80 px (its 160 px variant is 2×). */
const AUTHOR_PHOTO = 80;

/** A published article by its slug, with its author from the team (a hidden or removed member: none). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const article = await pageData.getArticle(params.slug);
  if (!article) return data({ article: null, author: null }, { status: 404 });
  const author =
    article.authorId === null
      ? undefined
      : (await pageData.listTeamMembers()).find((member) => member.id === article.authorId);
  return { article, author: author ?? null };
}

/** What a search engine and a social network say of the article: its SEO fields, else its own words. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article)
    return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  return [
    ...pageMeta({
      matches,
      path: articlePath(article.slug),
      title: `${article.title} | Insights | ${company.name}`,
      description: article.summary,
      image: article.cover ?? undefined,
      seo: article.seo,
      type: "article",
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    feedLink,
  ];
}

/** schema.org Article (https://schema.org/Article) for the page. */
function articleData(origin: string, article: ArticleAnswer, author: TeamMemberRowAnswer | null) {
  const url = `${origin}${articlePath(article.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(article.cover ? { image: [`${origin}${article.cover}`] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    articleSection: article.category,
    ...(article.tags.length > 0 ? { keywords: article.tags.join(", ") } : {}),
    wordCount: bodyText(article.body).split(" ").filter(Boolean).length,
    author: author
      ? { "@type": "Person", name: author.name, jobTitle: author.role }
      : { "@type": "Organization", name: company.name },
    publisher: {
      "@type": "Organization",
      name: company.name,
      logo: { "@type": "ImageObject", url: `${origin}/brand/logo.svg` },
    },
  };
}

function AuthorCard({ author }: { author: TeamMemberRowAnswer & ImageFocus }) {
  return (
    <aside
      aria-label="About the author"
      className="mt-14 flex items-center gap-4 rounded-3xl border border-slate-200 bg-slate-50 p-6"
    >
      <ResponsiveImage
        src={author.image}
        alt={`Portrait of ${author.name}`}
        width={AUTHOR_PHOTO}
        height={AUTHOR_PHOTO}
        fixedWidth={AUTHOR_PHOTO}
        focal={focalPointOf(author)}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-full bg-slate-200 object-cover"
      />
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{articleTexts.writtenBy}</p>
        <p className="text-lg font-bold text-ink">{author.name}</p>
        <p className="text-slate-700">{author.role}</p>
      </div>
    </aside>
  );
}

/** Typography of the rendered body (src/features/insights/site/article-body.tsx). */
const BODY_CLASS = [
  "text-lg leading-relaxed text-slate-800",
  "[&_p]:mt-5 [&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-ink",
  "[&_h3]:mt-10 [&_h3]:text-2xl [&_h3]:font-bold [&_h3]:text-ink [&_h4]:mt-8 [&_h4]:text-xl [&_h4]:font-semibold [&_h4]:text-ink",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-7 [&_li]:mt-2 [&_li>p]:mt-0",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-5 [&_blockquote]:text-slate-700 [&_blockquote]:italic",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-ink [&_pre]:p-5 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:text-[0.9em]",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800",
  "[&_figure]:mt-8 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  const { article, author } = loaderData;
  if (!article) return <NotFoundPage />;
  const origin = site?.links.publicOrigin ?? "";
  return (
    <article>
      <JsonLd data={articleData(origin, article, author)} />
      <header className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-4xl px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
          <a
            href={INSIGHTS_PATH}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {articleTexts.title}
          </a>
          <p className="mt-6 text-sm font-semibold tracking-wide uppercase">
            <a
              href={insightsListPath({ category: article.category })}
              className="text-teal-700 hover:underline"
            >
              {article.category}
            </a>
          </p>
          <h1 className="mt-2 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-xl text-slate-600">{article.summary}</p>
          <p className="mt-5 text-sm text-slate-600">
            {author ? `${author.name} · ` : ""}
            {article.publishedAt && <ArticleDate iso={article.publishedAt} />}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        {article.cover && (
          <ResponsiveImage
            src={article.cover}
            alt={article.coverAlt}
            width={1280}
            height={800}
            sizes={COVER_SIZES}
            loading="eager"
            // The page's largest picture: fetched first.
            fetchPriority="high"
            className="mt-8 h-auto w-full rounded-3xl bg-slate-100 shadow-lg"
          />
        )}
        <div className="mx-auto max-w-3xl pt-4 pb-16">
          <div className={BODY_CLASS}>
            <ArticleBody body={article.body} />
          </div>
          {article.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {author && <AuthorCard author={author} />}
        </div>
      </div>
    </article>
  );
}
