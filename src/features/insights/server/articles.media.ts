import { sql } from "drizzle-orm";
import type { Executor } from "#src/platform/db/client.ts";
import type { MediaUse } from "#src/platform/media/media-library.ts";
import { columnUse } from "#src/platform/media/media-uses.ts";
import { BODY_IMAGE_FOLDER, bodyImageFiles } from "../article-body.schema.ts";
import { articles } from "./articles.table.ts";

const screen = "/admin/dashboard/insights";
const shows = ["articles"] as const;

/**
 * Where articles show library images (docs/decisions/0047-media-library.md): the cover, and the
 * images of the body. Stored names are random UUIDs, so a text search of the body's JSON finds
 * exactly the articles naming a file, and a text replace points them at another.
 */
export const articleMediaUses: MediaUse[] = [
  columnUse({
    folder: "projects",
    label: "Cover of article",
    screen,
    shows,
    table: articles,
    column: articles.cover,
    id: articles.id,
    title: articles.title,
  }),
  {
    folder: BODY_IMAGE_FOLDER,
    label: "Image in article",
    screen,
    shows,
    async find(db: Executor, files) {
      if (files.length === 0) return [];
      const rows = await db
        .select({ id: articles.id, title: articles.title, body: articles.body })
        .from(articles)
        .where(
          sql`${articles.body}::text like any (${sql.raw("array[")}${sql.join(
            files.map((file) => sql`${`%${file}%`}`),
            sql`, `,
          )}${sql.raw("]")})`,
        );
      return rows.flatMap((row) =>
        bodyImageFiles(row.body)
          .filter((file) => files.includes(file))
          .map((file) => ({ file, id: row.id, title: row.title })),
      );
    },
    async replace(db: Executor, from, to) {
      const rows = await db
        .update(articles)
        .set({ body: sql`replace(${articles.body}::text, ${from}, ${to})::jsonb` })
        .where(sql`${articles.body}::text like ${`%${from}%`}`)
        .returning({ id: articles.id });
      return rows.length;
    },
    async named(db: Executor) {
      const rows = await db.select({ title: articles.title, body: articles.body }).from(articles);
      return rows.flatMap((row) =>
        bodyImageFiles(row.body).map((file) => ({ file, title: row.title, alt: `Image in ${row.title}` })),
      );
    },
  },
];
