import { z } from "zod";
import { mediaTexts } from "#src/lib/media.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { ApiError, type FieldError } from "#src/platform/http/api-errors.ts";
import { MediaLibrary } from "#src/platform/media/media-library.ts";
import { articleInput, articlePath, articleTexts } from "../article.schema.ts";
import {
  type ArticleBody,
  BODY_IMAGE_FOLDER,
  type BodyBlock,
  bodyImageFile,
  bodyTexts,
  type ListItem,
} from "../article-body.schema.ts";
import { articleState } from "./articles.public.ts";
import {
  type ArticleValues,
  createArticle,
  findArticle,
  findArticleBySlug,
  isSlugClash,
  updateArticle,
} from "./articles.repository.ts";
import type { ArticleRow } from "./articles.table.ts";

/** The folder of the library an article's cover comes from. */
export const COVER_FOLDER = "projects";

/**
 * An article as a draft, a version or the trash holds it: the fields of saving it, but the cover
 * as its stored file name (a media library item's, so the library counts drafts and versions
 * naming it) in place of the library pick `coverFromLibrary`.
 */
export const articleEditionInput = articleInput.omit({ coverFromLibrary: true }).extend({
  cover: z.string().max(200).nullable().optional().default(null),
});
export type ArticleEditionOutput = z.output<typeof articleEditionInput>;

/** An article's values as its editor holds them. */
export const articleData = (row: ArticleRow): EditionData => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  authorId: row.authorId,
  category: row.category,
  tags: row.tags,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  body: row.body,
  seo: row.seo,
});

export const refuse = (status: number, field: string, message: string) =>
  new ApiError(status, message, { errors: [{ field, message }] });

/** The first image of the body not in the media library, with its path in the request. */
export async function missingBodyImage(db: Executor, body: ArticleBody): Promise<FieldError | undefined> {
  const images: { path: string; file: string }[] = [];
  const visit = (blocks: readonly (BodyBlock | ListItem)[] | undefined, path: string) => {
    (blocks ?? []).forEach((block, index) => {
      const here = `${path}.${index}`;
      if (block.type === "image") {
        const file = bodyImageFile(block.attrs.src);
        if (file) images.push({ path: `${here}.attrs.src`, file });
      } else if (
        block.type === "blockquote" ||
        block.type === "bulletList" ||
        block.type === "orderedList" ||
        block.type === "listItem"
      ) {
        visit(block.content, `${here}.content`);
      }
    });
  };
  visit(body.content, "body.content");
  if (images.length === 0) return undefined;
  const held = new Set(
    (
      await MediaLibrary.byFiles(
        db,
        BODY_IMAGE_FOLDER,
        images.map((image) => image.file),
      )
    ).map((item) => item.file),
  );
  const missing = images.find((image) => !held.has(image.file));
  return missing && { field: missing.path, message: bodyTexts.imageNotInLibrary };
}

/** Writes that meet the slug's unique constraint (two saves at once) answer as the check would. */
export async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugClash(error)) throw refuse(409, "slug", articleTexts.slugTaken);
    throw error;
  }
}

/** What an article's editions need from outside the feature (src/server/app/insights-links.ts). */
export interface ArticleEditionLinks {
  authorExists(id: number): Promise<boolean>;
  onPathChange(from: string, to: string): Promise<void> | void;
}

/**
 * Articles with drafts, versions, preview, schedules and the trash
 * (docs/decisions/0046-drafts-and-versions.md, docs/decisions/0050-insights-articles.md).
 * A publish checks what a save checks (the slug, the author, the library's images); a public
 * article's new slug is told to `onPathChange` once the publish has committed (when the cache is
 * cleared: `shows`), so its redirect is written outside the publish's transaction.
 *
 * It declares no image fields: the cover and the body's images are media library items (the
 * library keeps their files), and the library counts the drafts, versions and trash entries
 * naming them by their stored names (src/platform/editions/editions.table.ts, historyMentions).
 */
export function articleEditable(now: () => Date, links: ArticleEditionLinks): Editable {
  /** A move the last write of each article made, to tell once it is committed. */
  const moved = new Map<number, [string, string]>();

  async function values(db: Db, data: EditionData, before?: ArticleRow): Promise<ArticleValues> {
    const input = articleEditionInput.parse(data);
    const clash = await findArticleBySlug(db, input.slug);
    if (clash && clash.id !== before?.id) throw refuse(409, "slug", articleTexts.slugTaken);
    if (input.authorId !== null && !(await links.authorExists(input.authorId))) {
      throw refuse(400, "authorId", articleTexts.authorUnknown);
    }
    const missing = await missingBodyImage(db, input.body);
    if (missing) throw new ApiError(400, missing.message, { errors: [missing] });
    if (input.cover && (await MediaLibrary.byFiles(db, COVER_FOLDER, [input.cover])).length === 0) {
      throw refuse(400, "cover", mediaTexts.notFound);
    }
    const publishedAt = input.publishedAt
      ? new Date(input.publishedAt)
      : input.status === "published"
        ? (before?.publishedAt ?? now())
        : null;
    return {
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      cover: input.cover || null,
      authorId: input.authorId,
      category: input.category,
      tags: input.tags,
      status: input.status,
      publishedAt,
      body: input.body,
      seo: input.seo,
    };
  }

  return {
    name: "articles",
    label: "Articles",
    permission: "insights:edit",
    input: articleEditionInput as unknown as Editable["input"],
    images: [],
    async read(db, id) {
      const row = await findArticle(db, id);
      return row ? articleData(row) : undefined;
    },
    async create(db, data) {
      const row = await slugSafe(async () => createArticle(db, await values(db, data)));
      return row.id;
    },
    async update(db, id, data) {
      const current = await findArticle(db, id);
      if (!current) return false;
      const next = await values(db, data, current);
      const updated = await slugSafe(() => updateArticle(db, id, () => next));
      if (!updated) return false;
      const { before, row } = updated;
      // A public article's old address keeps working (the redirects).
      if (before.slug !== row.slug && articleState(before, now()) === "published") {
        moved.set(id, [articlePath(before.slug), articlePath(row.slug)]);
      }
      return true;
    },
    title: (data) => String(data.title ?? ""),
    previewPath: (_id, data) => articlePath(String(data.slug ?? "")),
    shows(id) {
      const move = moved.get(id);
      moved.delete(id);
      if (move) void Promise.resolve(links.onPathChange(...move)).catch(() => {});
      return ["articles", `article-${id}`];
    },
  };
}
