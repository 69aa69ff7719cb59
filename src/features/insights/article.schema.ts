import { z } from "zod";
import { allowedCharacters, requiredText } from "#src/lib/form-fields.ts";
import { seoFields } from "#src/lib/seo.ts";
import { articleBody } from "./article-body.schema.ts";

export { articleTexts } from "./article.texts.ts";

export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** What the public sees of an article: a published one dated in the future is scheduled. */
export type ArticleState = ArticleStatus | "scheduled";

export const MAX_SLUG_LENGTH = 100;
export const MAX_TITLE_LENGTH = 150;
export const MAX_SUMMARY_LENGTH = 300;
export const MAX_CATEGORY_LENGTH = 60;
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 10;
/** Cards on one page of /insights. */
export const ARTICLES_PER_PAGE = 9;

/** Lowercase words joined by single hyphens: the article's address under /insights/. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleFieldTexts = {
  slugRequired: "Slug is required",
  slugInvalid: "Slug must be lowercase letters, digits and single hyphens (e.g. cloud-cost-review)",
  slugTooLong: `Slug must be at most ${MAX_SLUG_LENGTH} characters`,
  tagInvalid: `A tag is 1 to ${MAX_TAG_LENGTH} characters`,
  tooManyTags: `At most ${MAX_TAGS} tags`,
  dateInvalid: "Published date must be a date and time (ISO 8601, with its offset)",
  statusInvalid: "Status must be draft or published",
  authorInvalid: "Author must be a team member's id",
  coverInvalid: "Cover must be a media library image's id",
} as const;

/** A title turned into a slug (the editor's suggestion). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}

export const articleSlug = z
  .string({ error: articleFieldTexts.slugRequired })
  .trim()
  .min(1, articleFieldTexts.slugRequired)
  .max(MAX_SLUG_LENGTH, articleFieldTexts.slugTooLong)
  .regex(SLUG_PATTERN, articleFieldTexts.slugInvalid);

const tag = z
  .string({ error: articleFieldTexts.tagInvalid })
  .trim()
  .min(1, articleFieldTexts.tagInvalid)
  .max(MAX_TAG_LENGTH, articleFieldTexts.tagInvalid)
  .refine(...allowedCharacters("Tag"));

/**
 * POST /api/insights/articles and PUT /api/insights/articles/{id}. The cover is a media library
 * item picked by id (`coverFromLibrary`, as the other records' `<field>FromLibrary`): null takes
 * the cover away; absent keeps the one the article has (none for a new one). A published article
 * without a date is published now.
 */
export const articleInput = z.strictObject({
  slug: articleSlug,
  title: requiredText("Title", MAX_TITLE_LENGTH),
  summary: requiredText("Summary", MAX_SUMMARY_LENGTH, "multi"),
  coverFromLibrary: z
    .number({ error: articleFieldTexts.coverInvalid })
    .int(articleFieldTexts.coverInvalid)
    .positive(articleFieldTexts.coverInvalid)
    .max(2_147_483_647, articleFieldTexts.coverInvalid)
    .nullable()
    .optional(),
  authorId: z
    .number({ error: articleFieldTexts.authorInvalid })
    .int(articleFieldTexts.authorInvalid)
    .positive(articleFieldTexts.authorInvalid)
    .max(2_147_483_647, articleFieldTexts.authorInvalid)
    .nullable()
    .optional()
    .default(null),
  category: requiredText("Category", MAX_CATEGORY_LENGTH),
  tags: z
    .array(tag, { error: articleFieldTexts.tooManyTags })
    .max(MAX_TAGS, articleFieldTexts.tooManyTags)
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags)]),
  publishedAt: z.iso
    .datetime({ offset: true, error: articleFieldTexts.dateInvalid })
    .nullable()
    .optional()
    .default(null),
  status: z.enum(ARTICLE_STATUSES, { error: articleFieldTexts.statusInvalid }).optional().default("draft"),
  body: articleBody,
  seo: seoFields.optional().prefault({}),
});
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleOutput = z.output<typeof articleInput>;

const seoAnswer = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  canonical: z.string().optional(),
});

/** An article as a card shows it (the listing, the feed, the sitemap). */
export const articleCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** `/uploads/projects/…` of the cover, or null. */
  cover: z.string().nullable(),
  coverAlt: z.string(),
  authorId: z.number().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  /** ISO 8601; null for a draft never dated. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ArticleCardAnswer = z.infer<typeof articleCard>;

/** An article whole: its body and SEO too, and, for staff, its status and public state. */
export const articleAnswer = articleCard.extend({
  body: articleBody,
  seo: seoAnswer,
  status: z.enum(ARTICLE_STATUSES),
  state: z.enum(["draft", "published", "scheduled"]),
});
export type ArticleAnswer = z.infer<typeof articleAnswer>;

/** The URL of an article's public page. */
export const articlePath = (slug: string) => `/insights/${slug}`;
export const INSIGHTS_PATH = "/insights";
export const INSIGHTS_FEED_PATH = "/insights/feed.xml";

/** The listing's address for a category and a page (the first page and every category: /insights). */
export function insightsListPath(options: {
  category?: string | undefined;
  page?: number | undefined;
}): string {
  const params = new URLSearchParams();
  if (options.category) params.set("category", options.category);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  const query = params.toString();
  return query ? `${INSIGHTS_PATH}?${query}` : INSIGHTS_PATH;
}
