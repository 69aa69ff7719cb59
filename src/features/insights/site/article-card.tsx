import { ResponsiveImage } from "#src/ui/responsive-image.tsx";
import { type ArticleCardAnswer, articlePath } from "../article.schema.ts";
import { ArticleDate } from "./article-date.tsx";

/**
 * The card's cover width: the listing's grid (max-w-7xl, px-4 then sm:px-6) of one column, then
 * two from sm, three from lg (gap-8).
 */
const CARD_COVER_SIZES =
  "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 80px) / 2), calc(100vw - 32px)";

/**
 * One article on /insights: its cover, category, title (the link), date and summary. `first`: the
 * listing's first card, whose cover is the largest thing a phone shows on arrival: fetched at once.
 */
export function ArticleCard({ article, first = false }: { article: ArticleCardAnswer; first?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {article.cover ? (
        <ResponsiveImage
          src={article.cover}
          alt={article.coverAlt}
          width={1280}
          height={800}
          sizes={CARD_COVER_SIZES}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
          className="aspect-[16/10] h-auto w-full bg-slate-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[16/10] w-full bg-gradient-to-br from-brand-200 to-teal-200"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{article.category}</p>
        <h2 className="mt-2 text-xl leading-snug font-bold text-ink">
          {/* The whole card is the link's target (its ::after covers it); the title names it. */}
          <a
            href={articlePath(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {article.title}
          </a>
        </h2>
        {article.publishedAt && (
          <p className="mt-2 text-sm text-slate-600">
            <ArticleDate iso={article.publishedAt} />
          </p>
        )}
        <p className="mt-3 line-clamp-3 text-slate-700">{article.summary}</p>
      </div>
    </article>
  );
}
