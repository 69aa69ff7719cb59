import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentCollection } from "#src/lib/content-collection.ts";
import { type Arrangement, arrangedOrder, firstPosition, onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";

/** A table of content: what `arrangementColumns()` and the id, name and created-at columns give it. */
export type ContentTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  position: PgColumn;
  visible: PgColumn;
  createdAt: PgColumn;
};

/**
 * The repository of one content collection (docs/decisions/0036-content-kit.md): the only
 * queries on its table. The site's reads and the back office's follow the order staff set
 * (a new record shows first); hidden records stay off the site.
 */
export function contentStore<Table extends ContentTable>(collection: ContentCollection, table: Table) {
  type Row = Table["$inferSelect"];
  type NewRow = Table["$inferInsert"];
  const columns = table as unknown as Record<string, PgColumn>;
  const arrangement: Arrangement<Table> = {
    table,
    id: table.id,
    position: table.position,
    createdAt: table.createdAt,
    visible: table.visible,
    // The public reads of the collection are cached under its name (content-routes.ts).
    shows: collection.name,
  };
  const listSource: ListSource<Table> = {
    table,
    id: table.id,
    createdAt: table.createdAt,
    name: table.name,
    search: searchDocument(...collection.search.map((key) => columns[key]!)),
    arrangement,
  };
  const byId = (id: number) => eq(table.id, id);
  return {
    table,
    arrangement,
    listSource,
    /** The records the site shows, in the order staff set. */
    listVisible: (db: Db): Promise<Row[]> =>
      db
        .select()
        .from(table as PgTable)
        .where(onlyVisible(arrangement))
        .orderBy(...arrangedOrder(arrangement)) as Promise<Row[]>,
    /** Every record, hidden ones too, in the site's order. */
    listAll: (db: Db): Promise<Row[]> =>
      db
        .select()
        .from(table as PgTable)
        .orderBy(...arrangedOrder(arrangement)) as Promise<Row[]>,
    async find(db: Db, id: number): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(byId(id))) as Row[];
      return row;
    },
    async create(db: Db, values: NewRow): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values({ position: firstPosition(arrangement), ...values })
        .returning();
      return row as Row;
    },
    /**
     * Replaces the record's fields, and its image when given; answers the row and the image it
     * had before (its file is the caller's to remove), or undefined when there is none.
     */
    update(db: Db, id: number, values: Partial<NewRow>) {
      return db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table as PgTable)
          .where(byId(id))
          .for("update")) as Row[];
        if (!before) return undefined;
        const [row] = (await tx.update(table).set(values).where(byId(id)).returning()) as Row[];
        const previousImage = (before as Record<string, unknown>)[collection.image.field] as string;
        return { row: row!, before, previousImage };
      });
    },
    /** Deletes the row and answers it, so the caller can remove its image file. */
    async remove(db: Db, id: number): Promise<Row | undefined> {
      const [row] = (await db.delete(table).where(byId(id)).returning()) as Row[];
      return row;
    },
  };
}

export type ContentStore<Table extends ContentTable = ContentTable> = ReturnType<typeof contentStore<Table>>;
