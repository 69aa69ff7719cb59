import { sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { MARK_END, MARK_START, type SearchDocument, type SearchHit } from "../site-search.schema.ts";
import { searchDocuments } from "./site-search.table.ts";

// The only queries on search_documents (docs/decisions/0049-site-search.md).

/** Control characters and the snippet's markers never reach the index. */
const clean = (text: string) =>
  text
    .replace(/[\uE000\uE001]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, " ");

/**
 * The documents of one kind become exactly `documents`, in one statement each way: the ones gone
 * are deleted, the others written where they changed (an unchanged row is not rewritten).
 */
export async function replaceKind(db: Db, kind: string, documents: readonly SearchDocument[]): Promise<void> {
  const rows = documents.map((document) => ({
    kind,
    key: document.key,
    path: document.path,
    title: clean(document.title),
    summary: clean(document.summary),
    body: clean(document.body),
  }));
  const keys = `{${rows.map((row) => `"${row.key.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM ${searchDocuments} WHERE kind = ${kind} AND NOT (key = ANY(${keys}::text[]))`,
    );
    if (rows.length === 0) return;
    await tx.execute(sql`
      INSERT INTO ${searchDocuments} (kind, key, path, title, summary, body)
      SELECT kind, key, path, title, summary, body
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS given(kind text, key text, path text, title text, summary text, body text)
      ON CONFLICT (kind, key) DO UPDATE
      SET path = excluded.path, title = excluded.title, summary = excluded.summary,
          body = excluded.body, indexed_at = now()
      WHERE (${searchDocuments}.path, ${searchDocuments}.title, ${searchDocuments}.summary, ${searchDocuments}.body)
        IS DISTINCT FROM (excluded.path, excluded.title, excluded.summary, excluded.body)`);
  });
}

/** How ts_headline cuts a snippet: a few fragments of about twenty words around the matches. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One page of what matches `query` (the visitor's words, read by websearch_to_tsquery: quotes for
 * a phrase, `or`, `-word`), best first: the title's words weigh most. Snippets are made for the
 * page's rows only.
 */
export async function searchDocumentsFor(
  db: Db,
  query: string,
  limit: number,
  offset: number,
): Promise<{ total: number; hits: SearchHit[] }> {
  const result = await db.execute<{
    kind: string;
    path: string;
    title: string;
    snippet: string;
    total: string;
  }>(sql`
    WITH wanted AS (SELECT websearch_to_tsquery('english'::regconfig, ${query}) AS query),
    found AS (
      SELECT d.kind, d.path, d.title, d.summary, d.body, count(*) OVER () AS total,
             ts_rank(d.document, wanted.query) AS rank
      FROM ${searchDocuments} AS d, wanted
      WHERE d.document @@ wanted.query
      ORDER BY rank DESC, d.title, d.id
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT found.kind, found.path, found.title, found.total,
           ts_headline('english'::regconfig, found.summary || ' ' || found.body, wanted.query, ${HEADLINE_OPTIONS}) AS snippet
    FROM found, wanted
    ORDER BY found.rank DESC, found.title`);
  const rows = result.rows;
  const total = rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countFor(db, query) : 0;
  return {
    total,
    hits: rows.map((row) => ({ kind: row.kind, path: row.path, title: row.title, snippet: row.snippet })),
  };
}

/** How many documents match (a page past the last has no row to carry the count). */
async function countFor(db: Db, query: string): Promise<number> {
  const result = await db.execute<{ total: string }>(sql`
    SELECT count(*) AS total FROM ${searchDocuments}
    WHERE document @@ websearch_to_tsquery('english'::regconfig, ${query})`);
  return Number(result.rows[0]?.total ?? 0);
}
