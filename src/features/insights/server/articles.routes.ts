import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { libraryFile, registerDeleteById } from "#src/platform/http/record-routes.ts";
import { idParams, messageAnswer, successAnswer } from "#src/platform/http/route-kit.ts";
import {
  type ArticleOutput,
  articleAnswer,
  articleInput,
  articlePath,
  articleTexts,
} from "../article.schema.ts";
import {
  articleData,
  articleEditable,
  COVER_FOLDER,
  missingBodyImage,
  refuse,
  slugSafe,
} from "./articles.editable.ts";
import { articleMediaUses } from "./articles.media.ts";
import { articleState, coverAlts, toArticleAnswer } from "./articles.public.ts";
import {
  type ArticleValues,
  createArticle,
  deleteArticle,
  findArticle,
  findArticleBySlug,
  listArticles,
  updateArticle,
} from "./articles.repository.ts";
import type { ArticleRow } from "./articles.table.ts";

/**
 * What Insights needs from outside its feature, given by the composition root
 * (src/server/app/api.ts): features do not import each other.
 */
export interface InsightsLinks {
  /** Whether a team member has this id (an article's author). */
  authorExists(id: number): Promise<boolean>;
  /**
   * A public article's address changed (its slug was edited): the redirects feature adds a
   * redirect from the old path to the new one (src/server/app/insights-links.ts).
   */
  onPathChange(from: string, to: string): Promise<void> | void;
}

export const noInsightsLinks: InsightsLinks = {
  authorExists: async () => false,
  onPathChange: () => {},
};

/** The checks the schema cannot make (the library, the team, the other slugs), then the row's values. */
async function articleValues(
  context: ApiContext,
  links: InsightsLinks,
  input: ArticleOutput,
  before?: ArticleRow,
): Promise<ArticleValues> {
  const clash = await findArticleBySlug(context.db, input.slug);
  if (clash && clash.id !== before?.id) throw refuse(409, "slug", articleTexts.slugTaken);
  if (input.authorId !== null && !(await links.authorExists(input.authorId))) {
    throw refuse(400, "authorId", articleTexts.authorUnknown);
  }
  const missing = await missingBodyImage(context.db, input.body);
  if (missing) throw new ApiError(400, missing.message, { errors: [missing] });
  const cover =
    input.coverFromLibrary === undefined
      ? (before?.cover ?? null)
      : input.coverFromLibrary === null
        ? null
        : await libraryFile(context, String(input.coverFromLibrary), COVER_FOLDER, "coverFromLibrary");
  const publishedAt = input.publishedAt
    ? new Date(input.publishedAt)
    : input.status === "published"
      ? // Published without a date: now (or the date it was first published).
        (before?.publishedAt ?? context.now())
      : null;
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    cover,
    authorId: input.authorId,
    category: input.category,
    tags: input.tags,
    status: input.status,
    publishedAt,
    body: input.body,
    seo: input.seo,
  };
}

/** What the audit log keeps of a change: the fields, the body only as "changed". */
const audited = (row: ArticleRow) => {
  const { body, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { ...fields, body: JSON.stringify(body).length };
};

const articleList = z.object({
  success: z.boolean(),
  data: z.array(articleAnswer),
  message: z.string().optional(),
});
const articleResult = messageAnswer.extend({ data: articleAnswer });

/**
 * Insights in the back office (docs/decisions/0050-insights-articles.md): GET and POST
 * /api/insights/articles, GET, PUT and DELETE /api/insights/articles/{id}, all `insights:edit`.
 * The public pages read through src/server/page-data.ts.
 */
export function registerArticleRoutes(
  app: FastifyInstance,
  context: ApiContext,
  links: InsightsLinks = noInsightsLinks,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const use of articleMediaUses) context.media.declare(use);
  const editable = articleEditable(context.now, links);
  const shows = (id: number) => ["articles", `article-${id}`];

  const answer = async (row: ArticleRow) => {
    const alts = await coverAlts(context.db, [row]);
    return toArticleAnswer(row, context.now(), alts.get(row.cover ?? ""));
  };

  api.get(
    "/insights/articles",
    {
      config: { permission: "insights:edit" },
      schema: {
        tags: ["insights"],
        summary: "Every article, drafts and scheduled ones too, newest first (the back office's list)",
        response: { 200: articleList },
      },
    },
    async () => {
      const rows = await listArticles(context.db);
      const alts = await coverAlts(context.db, rows);
      const now = context.now();
      const data = rows.map((row) => toArticleAnswer(row, now, alts.get(row.cover ?? "")));
      return { success: true, data, ...(data.length === 0 ? { message: articleTexts.adminEmpty } : {}) };
    },
  );

  api.get(
    "/insights/articles/:id",
    {
      config: { permission: "insights:edit" },
      schema: {
        tags: ["insights"],
        summary: "One article, whatever its status",
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), data: articleAnswer }) },
      },
    },
    async (request) => {
      const row = await findArticle(context.db, request.params.id);
      if (!row) throw new ApiError(404, articleTexts.notFound);
      return { success: true, data: await answer(row) };
    },
  );

  api.post(
    "/insights/articles",
    {
      config: { permission: "insights:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["insights"],
        summary:
          "Write an article: a draft, or published (now, or at a later date: scheduled); the cover is a media library image's id",
        body: articleInput,
        response: { 200: articleResult },
      },
    },
    async (request) => {
      const values = await articleValues(context, links, request.body);
      const row = await slugSafe(() => createArticle(context.db, values));
      await context.editions.recordVersion(editable, row.id, request.admin?.adminId ?? null);
      noteAudit(request, {
        record: `article ${row.id}`,
        summary: `${row.title} (${articleState(row, context.now())})`,
      });
      context.cache.clear(shows(row.id));
      return { success: true, message: articleTexts.created, data: await answer(row) };
    },
  );

  api.put(
    "/insights/articles/:id",
    {
      config: { permission: "insights:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["insights"],
        summary:
          "Edit an article: every field as when writing it (an absent cover keeps the one it has; null takes it away)",
        params: idParams,
        body: articleInput,
        response: { 200: articleResult },
      },
    },
    async (request) => {
      const id = request.params.id;
      const current = await findArticle(context.db, id);
      if (!current) throw new ApiError(404, articleTexts.notFound);
      const values = await articleValues(context, links, request.body, current);
      // The state this write replaces stays in the article's history.
      await context.editions.baseline(editable, id);
      const updated = await slugSafe(() => updateArticle(context.db, id, () => values));
      if (!updated) throw new ApiError(404, articleTexts.notFound);
      const { before, row } = updated;
      await context.editions.recordVersion(editable, id, request.admin?.adminId ?? null);
      noteAudit(request, { record: `article ${id}`, changes: changedFields(audited(before), audited(row)) });
      context.cache.clear(shows(id));
      // A public article's old address keeps working (the redirects, once wired).
      const now = context.now();
      if (before.slug !== row.slug && articleState(before, now) === "published") {
        await links.onPathChange(articlePath(before.slug), articlePath(row.slug));
      }
      return { success: true, message: articleTexts.updated, data: await answer(row) };
    },
  );

  registerDeleteById(app, context, {
    permission: "insights:edit",
    path: "/insights/articles/:id",
    tag: "insights",
    summary:
      "Delete an article: it leaves the site at once, and stays in the trash for 30 days (its library images stay in the library)",
    remove: async ({ id }, request) => {
      const row = await deleteArticle(context.db, id);
      // Kept in the trash, from which it can be restored.
      if (row) await context.editions.trash(editable, id, articleData(row), request.admin?.adminId ?? null);
      return row;
    },
    notFound: articleTexts.notFound,
    deleted: articleTexts.deleted,
    response: successAnswer,
    shownOnSite: true,
    shows: ({ id }) => shows(id),
  });

  // Drafts, preview, versions, schedules and the trash (docs/decisions/0046-drafts-and-versions.md).
  registerEditionRoutes(app, context, editable);
}
