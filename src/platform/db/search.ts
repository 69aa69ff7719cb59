import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The text a list's `q` searches: its columns joined by spaces, one expression. The table's
 * trigram index (GIN, gin_trgm_ops, on this very expression) answers `ILIKE '%…%'` on it, on
 * PostgreSQL and on PGlite alike (src/platform/db/client.ts loads pg_trgm). Columns must be NOT
 * NULL: `||` with a null would make the whole text null.
 */
export function searchDocument(...columns: AnyColumn[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`${column}`),
    sql` || ' ' || `,
  )})`;
}

/** The trigram index's expression with its operator class. */
export function trigramIndexed(document: SQL): SQL {
  return sql`${document} gin_trgm_ops`;
}

/** `q` as an ILIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
