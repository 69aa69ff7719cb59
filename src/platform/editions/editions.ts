import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { z } from "zod";
import { formatDateTime } from "#src/lib/date-time.ts";
import {
  type DraftAnswer,
  draftKey,
  type EditionAnswer,
  type EditionState,
  type EditionStates,
  editionTexts,
  MAX_DRAFT_BYTES,
  PRESENCE_FRESH_MS,
  PREVIEW_LINK_HOURS,
  TRASH_DAYS,
  type TrashItem,
  type VersionSummary,
} from "#src/lib/editions.ts";
import type { Permission } from "#src/lib/permissions.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import { ApiError, validationError } from "#src/platform/http/api-errors.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import {
  contentDrafts,
  contentTrash,
  contentVersions,
  editPresence,
  historyMentions,
  previewKey,
} from "./editions.table.ts";

/** A record's values as the editor holds them: its text fields and its images' stored file names. */
export type EditionData = Record<string, unknown>;

/**
 * One kind of record staff edit with drafts (docs/decisions/0046-drafts-and-versions.md): how the
 * editions read and write it. Declared by its feature (the content kit declares clients, team
 * members and testimonials at once) and registered with `Editions.register`.
 */
export interface Editable {
  /** The paths' name and the public cache's key: "team". */
  name: string;
  /** What the trash calls its records: "Team members". */
  label: string;
  permission: Permission;
  /** What a publish checks, the same as a direct write: a 400 names the field. */
  input: z.ZodType<EditionData>;
  /** Fields holding an image's stored file name: kept while a version or the trash names them. */
  images: readonly { key: string; folder: UploadFolder }[];
  /** The one record of a singleton (the site settings): its key is always this id. */
  singleton?: number;
  read(db: Db, id: number): Promise<EditionData | undefined>;
  /** Makes it live: a new record (answers its id) … */
  create(db: Db, data: EditionData): Promise<number>;
  /** … or new values of one (false when it is gone). */
  update(db: Db, id: number, data: EditionData): Promise<boolean>;
  title(data: EditionData): string;
  /** The public page that shows it, where its preview opens. */
  previewPath(id: number | null, data: EditionData): string;
  /** The public cache's keys a publish of it clears. */
  shows(id: number): string[];
}

/** What a signed preview link opens. */
export interface PreviewTarget {
  editable: Editable;
  recordId: number | null;
  data: EditionData;
}

interface Clock {
  now: () => Date;
}

type DraftRow = typeof contentDrafts.$inferSelect;

const LEASE_MS = 60_000;
/** Scheduled publishes are looked for this often. */
const SCHEDULE_POLL_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A record's versions. */
const versionsOf = (collection: string, id: number) =>
  and(eq(contentVersions.collection, collection), eq(contentVersions.recordId, id));

/** A published record's draft. */
const draftOfRecord = (collection: string, id: number) =>
  and(eq(contentDrafts.collection, collection), eq(contentDrafts.recordId, id));

/** Who, by name, from the names read for the ids (none when there was no one or the account has no name). */
const nameOf = (names: Map<number, string>, id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : (names.get(id) ?? null);

/** A value as text with its objects' keys sorted: the database keeps JSON's keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields whose values differ between two versions, in the newer one's key order. */
export function changedFields(before: EditionData | undefined, after: EditionData): string[] {
  if (!before) return [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => canonical(before[key]) !== canonical(after[key]));
}

/**
 * Drafts, publishing, versions, schedules, the trash and preview links, for every editable
 * registered. Public reads never touch these tables: what they show is only what was published
 * into the records' own tables.
 */
export class Editions {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #cache: ContentCache;
  readonly #images: ImageStore;
  readonly #staffNames: (ids: readonly (number | null | undefined)[]) => Promise<Map<number, string>>;
  readonly #log: { error(object: object, message: string): void };
  readonly #editables = new Map<string, Editable>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #key: Promise<Buffer> | undefined;

  constructor(options: {
    db: Db;
    now: () => Date;
    cache: ContentCache;
    images: ImageStore;
    staffNames: (ids: readonly (number | null | undefined)[]) => Promise<Map<number, string>>;
    log: { error(object: object, message: string): void };
  }) {
    this.#db = options.db;
    this.#clock = { now: options.now };
    this.#cache = options.cache;
    this.#images = options.images;
    this.#staffNames = options.staffNames;
    this.#log = options.log;
  }

  register(editable: Editable): void {
    if (this.#editables.has(editable.name)) throw new Error(`editable ${editable.name} registered twice`);
    this.#editables.set(editable.name, editable);
  }

  get(name: string): Editable | undefined {
    return this.#editables.get(name);
  }

  all(): Editable[] {
    return [...this.#editables.values()];
  }

  // ---- reading ------------------------------------------------------------------------------

  async #draftOf(db: Db, editable: Editable, key: string, lock = false): Promise<DraftRow | undefined> {
    const where = key.startsWith("d")
      ? and(
          eq(contentDrafts.collection, editable.name),
          eq(contentDrafts.id, Number(key.slice(1))),
          isNull(contentDrafts.recordId),
        )
      : draftOfRecord(editable.name, Number(key));
    const query = db.select().from(contentDrafts).where(where);
    const [row] = lock ? await query.for("update") : await query;
    return row;
  }

  async #toDraftAnswer(row: DraftRow): Promise<DraftAnswer> {
    const names = await this.#staffNames([row.updatedBy]);
    return {
      key: row.recordId === null ? draftKey(row.id) : String(row.recordId),
      revision: row.revision,
      data: row.data,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: nameOf(names, row.updatedBy),
      publishAt: row.publishAt?.toISOString() ?? null,
      lastError: row.lastError,
    };
  }

  /** A record's edition: live values, its draft, others with it open. 404 when neither exists. */
  async edition(editable: Editable, key: string, adminId: number): Promise<EditionAnswer> {
    const recordId = key.startsWith("d") ? null : Number(key);
    const [published, draft] = await Promise.all([
      recordId === null ? undefined : editable.read(this.#db, recordId),
      this.#draftOf(this.#db, editable, key),
    ]);
    if (!published && !draft) throw new ApiError(404, editionTexts.notFound);
    const [editors, versions] = await Promise.all([
      this.#others(editable, key, adminId),
      recordId === null ? 0 : this.#versionCount(editable, recordId),
    ]);
    const data = draft?.data ?? published ?? {};
    return {
      key,
      recordId,
      state: !published ? "draft" : draft ? "changed" : "published",
      title: editable.title(data),
      published: published ?? null,
      draft: draft ? await this.#toDraftAnswer(draft) : null,
      editors,
      versions,
      previewPath: editable.previewPath(recordId, data),
    };
  }

  /** The drafts of a collection (the list's badges; the new records not published yet). */
  async states(editable: Editable): Promise<EditionStates> {
    const rows = await this.#db
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.collection, editable.name))
      .orderBy(desc(contentDrafts.updatedAt));
    const names = await this.#staffNames(rows.map((row) => row.updatedBy));
    return rows.map((row) => ({
      key: row.recordId === null ? draftKey(row.id) : String(row.recordId),
      recordId: row.recordId,
      state: (row.recordId === null ? "draft" : "changed") satisfies EditionState,
      title: editable.title(row.data),
      publishAt: row.publishAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: nameOf(names, row.updatedBy),
    }));
  }

  // ---- drafts -------------------------------------------------------------------------------

  #checkSize(data: EditionData): void {
    if (Buffer.byteLength(JSON.stringify(data)) > MAX_DRAFT_BYTES) {
      throw new ApiError(413, editionTexts.draftTooLarge);
    }
  }

  /** Only the fields the editable knows are kept (an old editor's extra keys are dropped). */
  #known(editable: Editable, data: EditionData, base: EditionData | undefined): EditionData {
    const shape = (editable.input as unknown as { shape?: Record<string, unknown> }).shape;
    if (!shape) return data;
    const keys = new Set([...Object.keys(shape), ...editable.images.map((image) => image.key)]);
    return { ...base, ...Object.fromEntries(Object.entries(data).filter(([key]) => keys.has(key))) };
  }

  async #conflict(editable: Editable, key: string): Promise<ApiError> {
    const draft = await this.#draftOf(this.#db, editable, key);
    if (draft) {
      const names = await this.#staffNames([draft.updatedBy]);
      return new ApiError(
        409,
        editionTexts.conflict(nameOf(names, draft.updatedBy), formatDateTime(draft.updatedAt)),
      );
    }
    const recordId = key.startsWith("d") ? null : Number(key);
    const [latest] =
      recordId === null
        ? []
        : await this.#db
            .select()
            .from(contentVersions)
            .where(versionsOf(editable.name, recordId))
            .orderBy(desc(contentVersions.number))
            .limit(1);
    const names = await this.#staffNames([latest?.publishedBy]);
    return new ApiError(
      409,
      editionTexts.conflict(
        nameOf(names, latest?.publishedBy),
        formatDateTime(latest?.publishedAt ?? this.#clock.now()),
      ),
    );
  }

  /**
   * Saves a draft (autosave and "Save draft"): `revision` is the draft's revision the editor last
   * saw (0: there was none). A save naming an older revision is refused with 409, so two people
   * cannot overwrite each other silently.
   */
  async saveDraft(
    editable: Editable,
    key: string,
    data: EditionData,
    revision: number,
    adminId: number,
  ): Promise<DraftAnswer> {
    this.#checkSize(data);
    const now = this.#clock.now();
    if (key.startsWith("d")) {
      const current = await this.#draftOf(this.#db, editable, key);
      const [row] = await this.#db
        .update(contentDrafts)
        .set({
          data: this.#known(editable, data, current?.data),
          revision: revision + 1,
          updatedBy: adminId,
          updatedAt: now,
        })
        .where(
          and(
            eq(contentDrafts.collection, editable.name),
            eq(contentDrafts.id, Number(key.slice(1))),
            isNull(contentDrafts.recordId),
            eq(contentDrafts.revision, revision),
          ),
        )
        .returning();
      if (!row) {
        if (!(await this.#draftOf(this.#db, editable, key))) throw new ApiError(404, editionTexts.notFound);
        throw await this.#conflict(editable, key);
      }
      return this.#toDraftAnswer(row);
    }
    const recordId = Number(key);
    const published = await editable.read(this.#db, recordId);
    if (!published) throw new ApiError(404, editionTexts.notFound);
    // The fields not sent keep the draft's values, else the live ones.
    const current = revision === 0 ? undefined : await this.#draftOf(this.#db, editable, key);
    const values = this.#known(editable, data, { ...published, ...current?.data });
    const [row] =
      revision === 0
        ? await this.#db
            .insert(contentDrafts)
            .values({ collection: editable.name, recordId, data: values, updatedBy: adminId, updatedAt: now })
            .onConflictDoNothing()
            .returning()
        : await this.#db
            .update(contentDrafts)
            .set({ data: values, revision: revision + 1, updatedBy: adminId, updatedAt: now })
            .where(
              and(
                eq(contentDrafts.collection, editable.name),
                eq(contentDrafts.recordId, recordId),
                eq(contentDrafts.revision, revision),
              ),
            )
            .returning();
    if (!row) throw await this.#conflict(editable, key);
    return this.#toDraftAnswer(row);
  }

  /** A draft of a new record, not on the site until published. */
  async createDraft(editable: Editable, data: EditionData, adminId: number): Promise<DraftAnswer> {
    if (editable.singleton !== undefined) throw new ApiError(404, editionTexts.notFound);
    this.#checkSize(data);
    const [row] = await this.#db
      .insert(contentDrafts)
      .values({
        collection: editable.name,
        recordId: null,
        data: this.#known(editable, data, undefined),
        updatedBy: adminId,
        updatedAt: this.#clock.now(),
      })
      .returning();
    return this.#toDraftAnswer(row!);
  }

  /** Drops the draft; the images only it named go too. */
  async discard(editable: Editable, key: string): Promise<void> {
    const draft = await this.#draftOf(this.#db, editable, key);
    if (!draft) throw new ApiError(404, editionTexts.noDraft);
    await this.#db.delete(contentDrafts).where(eq(contentDrafts.id, draft.id));
    const live = draft.recordId === null ? undefined : await editable.read(this.#db, draft.recordId);
    await this.#removeUnnamedImages(editable, draft.data, live);
  }

  // ---- publishing ---------------------------------------------------------------------------

  /**
   * Makes the draft live in one transaction: checked in full (400 naming the field), written to
   * the record's table, kept as the record's next version, the draft gone; then the public
   * cache (and the cache in front) drops what it showed. `revision`: as in saveDraft; a
   * scheduled publish passes none.
   */
  async publish(
    editable: Editable,
    key: string,
    options: { revision?: number; adminId: number | null },
  ): Promise<{ recordId: number }> {
    const stale = Symbol("stale");
    const recordId = await this.#db.transaction(async (tx) => {
      const draft = await this.#draftOf(tx, editable, key, true);
      if (!draft) throw new ApiError(404, editionTexts.noDraft);
      // Said once the transaction is over (the embedded database has one connection).
      if (options.revision !== undefined && draft.revision !== options.revision) return stale;
      const parsed = editable.input.safeParse(draft.data);
      if (!parsed.success) throw validationError(parsed.error);
      const values = { ...draft.data, ...parsed.data };
      let id: number;
      if (draft.recordId === null) {
        id = await editable.create(tx, values);
      } else {
        id = draft.recordId;
        // The record's state before its first version is kept as version 1.
        await this.#baseline(tx, editable, id);
        if (!(await editable.update(tx, id, values))) throw new ApiError(404, editionTexts.notFound);
      }
      await this.#recordVersion(tx, editable, id, options.adminId);
      await tx.delete(contentDrafts).where(eq(contentDrafts.id, draft.id));
      return id;
    });
    if (recordId === stale) throw await this.#conflict(editable, key);
    this.#cache.clear(editable.shows(recordId));
    return { recordId };
  }

  /** Before a direct write (the API's PUT): keeps the state it replaces as the first version. */
  baseline(editable: Editable, id: number): Promise<void> {
    return this.#baseline(this.#db, editable, id);
  }

  async #baseline(db: Db, editable: Editable, id: number): Promise<void> {
    if ((await this.#versionCount(editable, id, db)) > 0) return;
    const data = await editable.read(db, id);
    if (!data) return;
    await db
      .insert(contentVersions)
      .values({ collection: editable.name, recordId: id, number: 1, data, changed: [], publishedBy: null })
      .onConflictDoNothing();
  }

  /** After a direct write (the API's POST and PUT): the record's new state becomes its next version. */
  recordVersion(editable: Editable, id: number, adminId: number | null): Promise<void> {
    return this.#recordVersion(this.#db, editable, id, adminId);
  }

  async #recordVersion(db: Db, editable: Editable, id: number, adminId: number | null): Promise<void> {
    const data = await editable.read(db, id);
    if (!data) return;
    const [latest] = await db
      .select()
      .from(contentVersions)
      .where(versionsOf(editable.name, id))
      .orderBy(desc(contentVersions.number))
      .limit(1);
    await db.insert(contentVersions).values({
      collection: editable.name,
      recordId: id,
      number: (latest?.number ?? 0) + 1,
      data,
      changed: changedFields(latest?.data, data),
      publishedBy: adminId,
      publishedAt: this.#clock.now(),
    });
  }

  /** "Publish at": the draft goes live by itself then (runDue), once, by one instance. */
  async schedule(
    editable: Editable,
    key: string,
    at: Date,
    revision: number,
    adminId: number,
  ): Promise<DraftAnswer> {
    if (at.getTime() <= this.#clock.now().getTime()) throw new ApiError(400, editionTexts.scheduleInPast);
    const draft = await this.#draftOf(this.#db, editable, key);
    if (!draft) throw new ApiError(404, editionTexts.noDraft);
    const [row] = await this.#db
      .update(contentDrafts)
      .set({ publishAt: at, scheduledBy: adminId, lastError: null, lockedUntil: null })
      .where(and(eq(contentDrafts.id, draft.id), eq(contentDrafts.revision, revision)))
      .returning();
    if (!row) throw await this.#conflict(editable, key);
    return this.#toDraftAnswer(row);
  }

  async cancelSchedule(editable: Editable, key: string): Promise<DraftAnswer> {
    const draft = await this.#draftOf(this.#db, editable, key);
    if (!draft) throw new ApiError(404, editionTexts.noDraft);
    const [row] = await this.#db
      .update(contentDrafts)
      .set({ publishAt: null, scheduledBy: null, lockedUntil: null })
      .where(eq(contentDrafts.id, draft.id))
      .returning();
    return this.#toDraftAnswer(row!);
  }

  /**
   * Publishes every draft whose time has come. Each is taken with a lease first (an UPDATE of
   * rows not leased), so with several instances on one database each is published by one; one
   * that fails (a field no longer valid) keeps its draft, loses its schedule and says why.
   */
  runDue(): Promise<number> {
    this.#running ??= this.#runDue().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #runDue(): Promise<number> {
    const now = this.#clock.now();
    const taken = await this.#db
      .update(contentDrafts)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          isNotNull(contentDrafts.publishAt),
          lte(contentDrafts.publishAt, now),
          or(isNull(contentDrafts.lockedUntil), lt(contentDrafts.lockedUntil, now)),
        ),
      )
      .returning();
    let published = 0;
    for (const draft of taken) {
      const editable = this.#editables.get(draft.collection);
      if (!editable) continue;
      const key = draft.recordId === null ? draftKey(draft.id) : String(draft.recordId);
      try {
        await this.publish(editable, key, { adminId: draft.scheduledBy });
        published += 1;
      } catch (error) {
        const message =
          error instanceof ApiError
            ? [error.message, ...(error.errors ?? []).map((item) => `${item.field}: ${item.message}`)].join(
                "; ",
              )
            : "the server could not publish it";
        if (!(error instanceof ApiError)) this.#log.error({ err: error }, "scheduled publish failed");
        await this.#db
          .update(contentDrafts)
          .set({ publishAt: null, lockedUntil: null, lastError: editionTexts.scheduledFailed(message) })
          .where(eq(contentDrafts.id, draft.id));
      }
    }
    return published;
  }

  start(pollMs = SCHEDULE_POLL_MS): void {
    const tick = () => {
      this.runDue()
        .then(() => this.purgeTrash())
        .catch((error: unknown) => this.#log.error({ err: error }, "scheduled publishing failed"));
    };
    this.#timer = setInterval(tick, pollMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  // ---- versions -----------------------------------------------------------------------------

  async #versionCount(editable: Editable, id: number, db: Db = this.#db): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(contentVersions)
      .where(versionsOf(editable.name, id));
    return row?.total ?? 0;
  }

  /** A page of a record's versions, newest first. */
  async versions(
    editable: Editable,
    id: number,
    page: number,
    pageSize: number,
  ): Promise<{ data: VersionSummary[]; total: number }> {
    const where = versionsOf(editable.name, id);
    const [rows, total] = await Promise.all([
      this.#db
        .select({
          number: contentVersions.number,
          publishedAt: contentVersions.publishedAt,
          publishedBy: contentVersions.publishedBy,
          changed: contentVersions.changed,
        })
        .from(contentVersions)
        .where(where)
        .orderBy(desc(contentVersions.number))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.#versionCount(editable, id),
    ]);
    const names = await this.#staffNames(rows.map((row) => row.publishedBy));
    return {
      total,
      data: rows.map((row) => ({
        number: row.number,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: nameOf(names, row.publishedBy),
        changed: row.changed,
      })),
    };
  }

  async version(editable: Editable, id: number, number: number) {
    const [row] = await this.#db
      .select()
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.collection, editable.name),
          eq(contentVersions.recordId, id),
          eq(contentVersions.number, number),
        ),
      );
    if (!row) throw new ApiError(404, editionTexts.versionNotFound);
    const names = await this.#staffNames([row.publishedBy]);
    return {
      number: row.number,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: nameOf(names, row.publishedBy),
      changed: row.changed,
      data: row.data,
    };
  }

  /** A version's values become the record's draft (replacing one: `revision` as in saveDraft). */
  async restoreVersion(
    editable: Editable,
    id: number,
    number: number,
    revision: number,
    adminId: number,
  ): Promise<DraftAnswer> {
    const version = await this.version(editable, id, number);
    return this.saveDraft(editable, String(id), version.data, revision, adminId);
  }

  // ---- trash --------------------------------------------------------------------------------

  /**
   * A record was deleted (the API's DELETE): its last state goes to the trash with its files,
   * kept TRASH_DAYS; its draft goes. Its versions stay, found again if it is restored.
   */
  async trash(editable: Editable, id: number, data: EditionData, adminId: number | null): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.insert(contentTrash).values({
        collection: editable.name,
        recordId: id,
        title: editable.title(data),
        data,
        deletedBy: adminId,
        deletedAt: this.#clock.now(),
      });
      await tx.delete(contentDrafts).where(draftOfRecord(editable.name, id));
    });
  }

  async trashList(allowed: (permission: Permission) => boolean): Promise<TrashItem[]> {
    const names = this.all()
      .filter((editable) => allowed(editable.permission))
      .map((editable) => editable.name);
    if (names.length === 0) return [];
    const rows = await this.#db
      .select()
      .from(contentTrash)
      .where(inArray(contentTrash.collection, names))
      .orderBy(desc(contentTrash.deletedAt))
      .limit(500);
    const staff = await this.#staffNames(rows.map((row) => row.deletedBy));
    return rows.map((row) => ({
      id: row.id,
      collection: row.collection,
      collectionLabel: this.#editables.get(row.collection)?.label ?? row.collection,
      title: row.title,
      deletedAt: row.deletedAt.toISOString(),
      deletedBy: nameOf(staff, row.deletedBy),
      purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    }));
  }

  /** The trash entry and its editable, when the account may restore it (else 404, as if absent). */
  async trashEntry(id: number, allowed: (permission: Permission) => boolean) {
    const [row] = await this.#db.select().from(contentTrash).where(eq(contentTrash.id, id));
    const editable = row && this.#editables.get(row.collection);
    if (!row || !editable || !allowed(editable.permission))
      throw new ApiError(404, editionTexts.trashNotFound);
    return { row, editable };
  }

  /**
   * Puts a deleted record back as it was (with its files, kept meanwhile), as a new record: its
   * versions follow it. Answers the new id.
   */
  async restoreFromTrash(
    id: number,
    allowed: (permission: Permission) => boolean,
    adminId: number,
  ): Promise<{ collection: string; recordId: number }> {
    const { row, editable } = await this.trashEntry(id, allowed);
    const recordId = await this.#db.transaction(async (tx) => {
      const [taken] = await tx.delete(contentTrash).where(eq(contentTrash.id, row.id)).returning();
      if (!taken) throw new ApiError(404, editionTexts.trashNotFound);
      const newId = await editable.create(tx, row.data);
      await tx
        .update(contentVersions)
        .set({ recordId: newId })
        .where(versionsOf(editable.name, row.recordId));
      await this.#recordVersion(tx, editable, newId, adminId);
      return newId;
    });
    this.#cache.clear(editable.shows(recordId));
    return { collection: editable.name, recordId };
  }

  /** Entries older than TRASH_DAYS go for good: their versions, and the files nothing else names. */
  async purgeTrash(): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - TRASH_DAYS * DAY_MS);
    const gone = await this.#db.delete(contentTrash).where(lt(contentTrash.deletedAt, before)).returning();
    for (const row of gone) {
      const editable = this.#editables.get(row.collection);
      const versions = await this.#db
        .delete(contentVersions)
        .where(versionsOf(row.collection, row.recordId))
        .returning({ data: contentVersions.data });
      if (editable) {
        for (const data of [row.data, ...versions.map((version) => version.data)]) {
          await this.#removeUnnamedImages(editable, data);
        }
      }
    }
    return gone.length;
  }

  /**
   * Removes the images `data` names that no record, draft, version or trash entry of the
   * collection names any more.
   */
  async #removeUnnamedImages(editable: Editable, data: EditionData, live?: EditionData): Promise<void> {
    const kept = new Set(live ? editable.images.flatMap(({ key }) => filesNamed(live, key)) : []);
    for (const { key, folder } of editable.images) {
      for (const file of filesNamed(data, key)) {
        if (kept.has(file)) continue;
        // Named by any draft, version or trash entry still: it stays (a live record's own image is
        // the caller's to spare, and the media library holds what it has: ImageStore.keeps).
        if ((await historyMentions(this.#db, file)) > 0) continue;
        await this.#images.remove(folder, [file]);
      }
    }
  }

  // ---- presence -----------------------------------------------------------------------------

  /** This account has the editor open; answers the others who have it open too. */
  async present(editable: Editable, key: string, adminId: number): Promise<string[]> {
    const now = this.#clock.now();
    await this.#db
      .insert(editPresence)
      .values({ collection: editable.name, recordKey: key, adminId, seenAt: now })
      .onConflictDoUpdate({
        target: [editPresence.collection, editPresence.recordKey, editPresence.adminId],
        set: { seenAt: now },
      });
    await this.#db.delete(editPresence).where(lt(editPresence.seenAt, new Date(now.getTime() - 10 * 60_000)));
    return this.#others(editable, key, adminId);
  }

  /** The editor was closed. */
  async absent(editable: Editable, key: string, adminId: number): Promise<void> {
    await this.#db
      .delete(editPresence)
      .where(
        and(
          eq(editPresence.collection, editable.name),
          eq(editPresence.recordKey, key),
          eq(editPresence.adminId, adminId),
        ),
      );
  }

  async #others(editable: Editable, key: string, adminId: number): Promise<string[]> {
    const rows = await this.#db
      .select({ adminId: editPresence.adminId })
      .from(editPresence)
      .where(
        and(
          eq(editPresence.collection, editable.name),
          eq(editPresence.recordKey, key),
          ne(editPresence.adminId, adminId),
          gt(editPresence.seenAt, new Date(this.#clock.now().getTime() - PRESENCE_FRESH_MS)),
        ),
      )
      .orderBy(asc(editPresence.seenAt));
    const names = await this.#staffNames(rows.map((row) => row.adminId));
    return rows.map((row) => names.get(row.adminId) ?? `Account ${row.adminId}`);
  }

  // ---- preview links ------------------------------------------------------------------------

  #signingKey(): Promise<Buffer> {
    this.#key ??= (async () => {
      await this.#db
        .insert(previewKey)
        .values({ id: 1, secret: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await this.#db.select().from(previewKey);
      return Buffer.from(row!.secret, "hex");
    })();
    this.#key.catch(() => {
      this.#key = undefined;
    });
    return this.#key;
  }

  async #sign(name: string, key: string, expires: number): Promise<string> {
    return createHmac("sha256", await this.#signingKey())
      .update(`preview-v1|${name}|${key}|${expires}`)
      .digest("base64url");
  }

  /** A link that opens the draft as the public page will show it, for PREVIEW_LINK_HOURS, without a session. */
  async previewLink(editable: Editable, key: string): Promise<{ url: string; expiresAt: Date }> {
    if (!(await this.#draftOf(this.#db, editable, key))) throw new ApiError(404, editionTexts.noDraft);
    const expiresAt = new Date(this.#clock.now().getTime() + PREVIEW_LINK_HOURS * 60 * 60 * 1000);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = await this.#sign(editable.name, key, expires);
    return { url: `/preview/${editable.name}/${key}?expires=${expires}&signature=${signature}`, expiresAt };
  }

  /** What a preview link opens: the draft as it is now, or undefined when the link is not good. */
  async previewTarget(
    name: string,
    key: string,
    expires: string | undefined,
    signature: string | undefined,
  ): Promise<PreviewTarget | undefined> {
    const editable = this.#editables.get(name);
    if (!editable || !expires || !signature || !/^\d{1,12}$/.test(expires)) return undefined;
    const expiresAt = Number(expires);
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    if (expiresAt < now || expiresAt > now + PREVIEW_LINK_HOURS * 3600) return undefined;
    const expected = Buffer.from(await this.#sign(name, key, expiresAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const draft = await this.#draftOf(this.#db, editable, key);
    if (!draft) return undefined;
    return { editable, recordId: draft.recordId, data: draft.data };
  }
}

/**
 * The stored file names a record's values hold under `key`: the value itself, the names of a list
 * under it, or the `key` of each entry of any list of entries (a project's technologies' icons).
 */
function filesNamed(data: EditionData, key: string): string[] {
  const files: string[] = [];
  const value = data[key];
  if (typeof value === "string" && value !== "") files.push(value);
  if (Array.isArray(value)) for (const item of value) if (typeof item === "string" && item) files.push(item);
  for (const list of Object.values(data)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const named =
        entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
      if (typeof named === "string" && named !== "") files.push(named);
    }
  }
  return files;
}
