import { Feed } from "feed";
import { company } from "#src/content/company.ts";
import {
  articlePath,
  articleTexts,
  INSIGHTS_FEED_PATH,
  INSIGHTS_PATH,
} from "#src/features/insights/article.schema.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/feed";

/** How many of the newest articles the feed carries. */
export const FEED_ARTICLES = 20;

/**
 * /insights/feed.xml: the newest published articles as an Atom feed (the `feed` package writes
 * and escapes the XML), each with its summary, category, cover and author. Read through the same
 * cache as the pages, so a publish shows here at once (surrogate key `articles`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const origin = pageData.links.publicOrigin.replace(/\/$/, "");
  const [articles, team] = await Promise.all([pageData.listArticles(), pageData.listTeamMembers()]);
  const authors = new Map(team.map((member) => [member.id, member.name]));
  const newest = articles.slice(0, FEED_ARTICLES);
  const feed = new Feed({
    id: `${origin}${INSIGHTS_PATH}`,
    title: `${articleTexts.title} | ${company.name}`,
    description: articleTexts.intro,
    link: `${origin}${INSIGHTS_PATH}`,
    language: "en",
    feedLinks: { atom: `${origin}${INSIGHTS_FEED_PATH}` },
    // The newest article's change, or a fixed instant for an empty feed (never "now": one
    // answer for every request until something changes).
    updated: new Date(
      newest.reduce(
        (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
        "1970-01-01T00:00:00.000Z",
      ),
    ),
    generator: false,
    copyright: `© ${company.name}`,
  });
  for (const article of newest) {
    const url = `${origin}${articlePath(article.slug)}`;
    const author = article.authorId === null ? undefined : authors.get(article.authorId);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.summary,
      date: new Date(article.updatedAt),
      published: article.publishedAt ? new Date(article.publishedAt) : undefined,
      category: [{ name: article.category, term: article.category }],
      author: [{ name: author ?? company.name }],
      ...(article.cover ? { image: `${origin}${article.cover}` } : {}),
    });
  }
  return new Response(feed.atom1(), {
    headers: {
      "content-type": "application/atom+xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
