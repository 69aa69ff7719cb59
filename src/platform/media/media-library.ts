import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { contentDrafts, historyMentions } from "#src/platform/editions/editions.table.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import { type MediaItemRow, mediaItems } from "./media.table.ts";

/** A live record showing a library image. */
export interface MediaUseHit {
  file: string;
  /** The record's id, and what the back office calls it. */
  id: number;
  title: string;
}

/**
 * One place records name a library image (docs/decisions/0047-media-library.md): a column of a
 * feature's table, declared by the feature with its routes, so the library can say where an
 * image is used, point every use at a replacement, and adopt what the records name.
 */
export interface MediaUse {
  folder: UploadFolder;
  /** What the image is to the record: "Client logo", "Project screen". */
  label: string;
  /** The back-office screen where these records are edited. */
  screen: string;
  /** The public cache's keys of what shows these records. */
  shows: readonly string[];
  /** The live records naming any of `files`. */
  find(db: Executor, files: readonly string[]): Promise<MediaUseHit[]>;
  /** Points every record naming `from` at `to`; answers how many. */
  replace(db: Executor, from: string, to: string): Promise<number>;
  /** Every file the records name, with the title and alt text an item made for it gets. */
  named(db: Executor): Promise<{ file: string; title: string; alt: string }[]>;
}

export interface MediaUsage {
  /** Live records showing the image. */
  uses: { label: string; screen: string; id: number; title: string }[];
  /** Drafts, versions and trash entries naming it (their files stay while they do). */
  inHistory: number;
}

export type MediaItem = MediaItemRow & { usage: MediaUsage };

export interface MediaListQuery {
  q?: string | undefined;
  folder?: UploadFolder | undefined;
  page: number;
  pageSize: number;
}

const TITLE_MAX = 200;
const ALT_MAX = 300;

/** What a record's title gives a new item: its title and, when the record has none, an alt text. */
export function itemWords(title: string, alt: string, fallback: string): { title: string; alt: string } {
  const cleanTitle = title.trim() || fallback;
  return {
    title: cleanTitle.slice(0, TITLE_MAX),
    alt: (alt.trim() || cleanTitle).slice(0, ALT_MAX),
  };
}

/**
 * The media library: every stored public image is an item; records keep naming files as before.
 * A file the library holds is never removed by a record letting go of it (the image store asks
 * `keeps`), only by deleting its item, which is refused while a record shows it.
 */
export class MediaLibrary {
  readonly #db: Db;
  readonly #images: ImageStore;
  readonly #cache: ContentCache;
  readonly #uses: MediaUse[] = [];

  constructor(options: { db: Db; images: ImageStore; cache: ContentCache }) {
    this.#db = options.db;
    this.#images = options.images;
    this.#cache = options.cache;
    this.#images.keeps = (folder, names) => this.#held(folder, names);
  }

  /** A feature's column of images (registered with its routes). */
  declare(use: MediaUse): void {
    this.#uses.push(use);
  }

  usesOf(folder: UploadFolder): readonly MediaUse[] {
    return this.#uses.filter((use) => use.folder === folder);
  }

  /**
   * Makes stored files items (an upload through any form), their sizes read from the files; an
   * existing item is left as it is (a reused icon).
   */
  async adopt(
    db: Executor,
    folder: UploadFolder,
    files: readonly string[],
    words: { title: string; alt: string },
    createdBy: number | null,
  ): Promise<void> {
    if (files.length === 0) return;
    const added = await db
      .insert(mediaItems)
      .values(files.map((file) => ({ folder, file, ...words, createdBy })))
      .onConflictDoNothing()
      .returning({ file: mediaItems.file });
    for (const { file } of added) await this.sized(db, folder, file);
  }

  /**
   * Every file a record names becomes an item if it is not one yet: the sample content's images,
   * and one stored by an instance killed between its record and its item.
   */
  async adoptNamed(): Promise<number> {
    let adopted = 0;
    for (const use of this.#uses) {
      const named = await use.named(this.#db);
      for (let start = 0; start < named.length; start += 200) {
        const slice = named.slice(start, start + 200).filter((entry) => entry.file);
        if (slice.length === 0) continue;
        const rows = await this.#db
          .insert(mediaItems)
          .values(
            slice.map((entry) => ({
              folder: use.folder,
              file: entry.file,
              ...itemWords(entry.title, entry.alt, use.label),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: mediaItems.id });
        adopted += rows.length;
      }
    }
    return adopted;
  }

  /** Reads the size of items that do not know it yet (adopted ones), a few at a time. */
  async fillSizes(limit = 50): Promise<number> {
    const rows = await this.#db
      .select({ id: mediaItems.id, folder: mediaItems.folder, file: mediaItems.file })
      .from(mediaItems)
      .where(isNull(mediaItems.width))
      .orderBy(asc(mediaItems.id))
      .limit(limit);
    let filled = 0;
    for (const row of rows) {
      const folder = row.folder as UploadFolder;
      await this.#images.pendingWrite(folder, row.file)?.catch(() => {});
      const size = await this.#sizeOf(folder, row.file);
      // A file that cannot be read keeps 0 × 0, so it is not read again on every start.
      await this.#db
        .update(mediaItems)
        .set(size ?? { width: 0, height: 0, bytes: 0 })
        .where(eq(mediaItems.id, row.id));
      filled += 1;
    }
    return filled;
  }

  async #sizeOf(folder: UploadFolder, file: string) {
    const bytes = await this.#images.read(folder, file);
    if (!bytes) return undefined;
    const { default: sharp } = await import("sharp");
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (!meta?.width || !meta.height) return undefined;
    return { width: meta.width, height: meta.height, bytes: bytes.length };
  }

  /** Sets the size of a file just stored (uploads through the library know it at once). */
  async sized(db: Executor, folder: UploadFolder, file: string): Promise<void> {
    const size = await this.#sizeOf(folder, file);
    if (size) {
      await db
        .update(mediaItems)
        .set(size)
        .where(and(eq(mediaItems.folder, folder), eq(mediaItems.file, file)));
    }
  }

  /** A page of items, newest first, each with where it is used. */
  async list(query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.folder) conditions.push(eq(mediaItems.folder, query.folder));
    const words = query.q?.trim();
    if (words) {
      const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      conditions.push(or(ilike(mediaItems.title, pattern), ilike(mediaItems.alt, pattern)) as SQL);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [count]] = await Promise.all([
      this.#db
        .select()
        .from(mediaItems)
        .where(where)
        .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.#db.select({ total: sql<number>`count(*)::int` }).from(mediaItems).where(where),
    ]);
    return { items: await this.#withUsage(rows), total: count?.total ?? 0 };
  }

  async find(id: number): Promise<MediaItem | undefined> {
    const [row] = await this.#db.select().from(mediaItems).where(eq(mediaItems.id, id));
    return row ? (await this.#withUsage([row]))[0] : undefined;
  }

  /**
   * The items of these files in one folder, in one query. Static: the public reads ask it for
   * their focal points (src/platform/content-kit/content-routes.ts) with the database they were
   * given, including the page loaders', which are made before the app and its library.
   */
  static async byFiles(
    db: Executor,
    folder: UploadFolder,
    files: readonly string[],
  ): Promise<MediaItemRow[]> {
    if (files.length === 0) return [];
    return db
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.folder, folder), inArray(mediaItems.file, [...new Set(files)])));
  }

  async #withUsage(rows: MediaItemRow[]): Promise<MediaItem[]> {
    const byFolder = new Map<string, MediaItemRow[]>();
    for (const row of rows) byFolder.set(row.folder, [...(byFolder.get(row.folder) ?? []), row]);
    const usage = new Map<number, MediaUsage>(rows.map((row) => [row.id, { uses: [], inHistory: 0 }]));
    for (const [folder, items] of byFolder) {
      const files = items.map((item) => item.file);
      const idOf = new Map(items.map((item) => [item.file, item.id]));
      for (const use of this.usesOf(folder as UploadFolder)) {
        for (const hit of await use.find(this.#db, files)) {
          const id = idOf.get(hit.file);
          if (id !== undefined) {
            usage.get(id)!.uses.push({ label: use.label, screen: use.screen, id: hit.id, title: hit.title });
          }
        }
      }
      for (const item of items) usage.get(item.id)!.inHistory = await historyMentions(this.#db, item.file);
    }
    return rows.map((row) => ({ ...row, usage: usage.get(row.id)! }));
  }

  /** Changes what is said of an item: its title, alt text and focal point. */
  async update(
    id: number,
    changes: { title?: string; alt?: string; focalX?: number | null; focalY?: number | null },
  ): Promise<MediaItem | undefined> {
    const [row] = await this.#db
      .update(mediaItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(mediaItems.id, id))
      .returning({ id: mediaItems.id, folder: mediaItems.folder });
    if (!row) return undefined;
    // Team cards and portraits are cropped around the focal point: their pages change.
    this.#cache.clear(this.usesOf(row.folder as UploadFolder).flatMap((use) => use.shows));
    return this.find(id);
  }

  /**
   * Points every record showing the item at a new file (stored by the caller) in one transaction,
   * drafts too; versions keep the old one, which stays while any of them names it.
   */
  async replaceFile(id: number, file: string): Promise<MediaItem | undefined> {
    const replaced = await this.#db.transaction(async (tx) => {
      const [item] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
      if (!item) return undefined;
      const folder = item.folder as UploadFolder;
      for (const use of this.usesOf(folder)) await use.replace(tx, item.file, file);
      await tx
        .update(contentDrafts)
        .set({ data: sql`replace(${contentDrafts.data}::text, ${item.file}, ${file})::jsonb` })
        .where(sql`${contentDrafts.data}::text like ${`%${item.file}%`}`);
      await tx
        .update(mediaItems)
        .set({ file, width: null, height: null, bytes: null, updatedAt: new Date() })
        .where(eq(mediaItems.id, id));
      return item;
    });
    if (!replaced) return undefined;
    const folder = replaced.folder as UploadFolder;
    await this.sized(this.#db, folder, file);
    this.#cache.clear(this.usesOf(folder).flatMap((use) => use.shows));
    if ((await historyMentions(this.#db, replaced.file)) === 0) {
      await this.#images.removeNow(folder, [replaced.file]);
    }
    return this.find(id);
  }

  /**
   * Deletes an item: refused ("in-use") while a live record shows it; one only drafts, versions or
   * the trash name needs `confirm` ("confirm"), and its file stays until they go.
   */
  async remove(
    id: number,
    confirm: boolean,
  ): Promise<{ outcome: "deleted" | "in-use" | "confirm" | "missing"; item?: MediaItem }> {
    const item = await this.find(id);
    if (!item) return { outcome: "missing" };
    if (item.usage.uses.length > 0) return { outcome: "in-use", item };
    if (item.usage.inHistory > 0 && !confirm) return { outcome: "confirm", item };
    const gone = await this.#db.delete(mediaItems).where(eq(mediaItems.id, id)).returning();
    if (gone.length === 0) return { outcome: "missing" };
    // Shown by nothing; named by history only: the editions remove it once nothing names it.
    if (item.usage.inHistory === 0) await this.#images.removeNow(item.folder as UploadFolder, [item.file]);
    return { outcome: "deleted", item };
  }

  /** An item a form picked to show in a record, by its id (its folder is the caller's to check). */
  async pick(id: number): Promise<MediaItemRow | undefined> {
    const [row] = await this.#db.select().from(mediaItems).where(eq(mediaItems.id, id));
    return row;
  }

  async #held(folder: UploadFolder, names: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set((await MediaLibrary.byFiles(this.#db, folder, names)).map((row) => row.file));
  }
}
