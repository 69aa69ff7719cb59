import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ListRequest } from "#src/lib/list-query.ts";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { EXPORT_BATCH_ROWS, listWhere } from "#src/platform/db/list-source.ts";
import { containsPattern } from "#src/platform/db/search.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { inboxAssignments, inboxUnreadAnswers } from "./assignments.table.ts";
import { inboxNotes, inboxSettings, inboxStatusHistory } from "./inbox.table.ts";

// The inbox's queries. The submissions themselves live in four tables that other features own;
// each arrives here as a SubmissionSource (src/platform/submissions.ts), whose columns these
// queries name. Statements that the query builder cannot type over an unknown table are written
// with the `sql` template, every value a bound parameter.

/** Who did it: the admin of the request. */
export interface Actor {
  adminId: number;
  number: string;
}

/** One row of the unified list, as read. */
export interface InboxListRow {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  /** The full text the preview is cut from. */
  text: string;
  category: string | null;
  receivedAt: Date;
  status: string;
  /** Where `q` was found in a resume: an excerpt with the matches marked (EXCERPT_MARKS), or null. */
  excerpt: string | null;
  /** The account it is assigned to, or null. */
  assigneeId: number | null;
}

/** A further condition on each kind's rows (the list's "assigned to me" and "unassigned"). */
export type SourceFilter = (source: SubmissionSource) => SQL;

type RawInboxRow = {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  text: string | null;
  category: string | null;
  received_ms: number;
  status: string;
  excerpt: string | null;
  cursor_key: string;
  assignee_id: number | null;
};

const toInboxRow = (row: RawInboxRow): InboxListRow => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  text: row.text ?? "",
  category: row.category,
  receivedAt: new Date(Number(row.received_ms)),
  status: row.status,
  excerpt: row.excerpt,
  assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
});

/**
 * One branch of the union: the source's first `limit` rows that match, in the list's order and
 * the shape of InboxListRow. Each branch is ordered and limited on its own, so it reads its own
 * index ((created_at, id)) and stops; the union then sorts at most four times `limit` rows.
 */
function inboxBranch(
  source: SubmissionSource,
  request: ListRequest,
  limit: number,
  after?: SQL,
  filter?: SourceFilter,
): SQL {
  const where = and(listWhere(source, request), after, filter?.(source));
  const direction = inboxSort(request).descending ? sql`desc` : sql`asc`;
  return sql`select ${source.kind}::text as kind, ${source.id} as id, ${source.name}::text as name,
    ${source.email}::text as email, (${source.preview})::text as text,
    ${source.category ? sql`${source.category.column}::text` : sql`null::text`} as category,
    ${source.createdAt} as created_at, ${source.status}::text as status,
    ${request.q !== "" && source.excerpt ? sql`(${source.excerpt(request.q)})::text` : sql`null::text`} as excerpt
    from ${source.table} ${where ? sql`where ${where}` : sql``}
    order by ${branchKey(source, request)} ${direction}, ${source.id} ${direction} limit ${limit}`;
}

/** The sort key inside one branch: the union's key, on the source's own columns. */
const branchKey = (source: SubmissionSource, request: ListRequest) =>
  request.sort === "name" ? sql`lower(${source.name})` : sql`${source.createdAt}`;

/**
 * The union's order: received (newest or oldest first) or name, then id and kind (ids repeat
 * across kinds). `key` is the sort key, compared as text by an export's cursor.
 */
function inboxSort(request: ListRequest) {
  if (request.sort === "name") {
    return { key: sql`lower(name)`, type: sql`text`, descending: false };
  }
  // Submissions are not arranged: `site` reads as newest first (src/lib/list-query.ts).
  return { key: sql`created_at`, type: sql`timestamptz`, descending: request.sort !== "oldest" };
}

function inboxOrder(request: ListRequest): SQL {
  const { key, descending } = inboxSort(request);
  const direction = descending ? sql`desc` : sql`asc`;
  return sql`${key} ${direction}, id ${direction}, kind ${direction}`;
}

/** The kinds a request covers: one (`kind`) or all. */
const sourcesFor = (sources: SubmissionSource[], kind?: SubmissionKind) =>
  kind ? sources.filter((source) => source.kind === kind) : sources;

function unionOf(
  sources: SubmissionSource[],
  request: ListRequest,
  limit: number,
  after?: (source: SubmissionSource) => SQL,
  filter?: SourceFilter,
) {
  return sql.join(
    sources.map((source) => sql`(${inboxBranch(source, request, limit, after?.(source), filter)})`),
    sql` union all `,
  );
}

const selectRows = (union: SQL, key: SQL) =>
  sql`select kind, id, name, email, text, category, status, excerpt,
    (extract(epoch from created_at) * 1000)::float8 as received_ms, (${key})::text as cursor_key,
    (select a.account_id from ${inboxAssignments} as a where a.kind = inbox.kind and a.submission_id = inbox.id) as assignee_id
    from (${union}) as inbox`;

/** One page of every kind together, and how many match. */
export async function listInbox(
  db: Db,
  allSources: SubmissionSource[],
  request: ListRequest,
  kind?: SubmissionKind,
  filter?: SourceFilter,
): Promise<{ rows: InboxListRow[]; total: number }> {
  const sources = sourcesFor(allSources, kind);
  const { key } = inboxSort(request);
  const offset = (request.page - 1) * request.pageSize;
  const page = await db.execute<RawInboxRow>(
    sql`${selectRows(unionOf(sources, request, offset + request.pageSize, undefined, filter), key)}
      order by ${inboxOrder(request)} limit ${request.pageSize} offset ${offset}`,
  );
  const counts = sql.join(
    sources.map((source) => {
      const where = and(listWhere(source, request), filter?.(source));
      return sql`(select count(*) from ${source.table} ${where ? sql`where ${where}` : sql``})`;
    }),
    sql` + `,
  );
  const [counted] = (await db.execute<{ total: number }>(sql`select (${counts})::int as total`)).rows;
  return { rows: page.rows.map(toInboxRow), total: Number(counted?.total ?? 0) };
}

/**
 * Every matching submission of every kind, in the list's order, a batch at a time (keyset on the
 * sort key, id and kind, applied inside each branch so that each uses its own indexes).
 */
export async function* inboxBatches(
  db: Db,
  allSources: SubmissionSource[],
  request: ListRequest,
  kind?: SubmissionKind,
  batchRows = EXPORT_BATCH_ROWS,
  filter?: SourceFilter,
): AsyncGenerator<InboxListRow[]> {
  const sources = sourcesFor(allSources, kind);
  const { key, type, descending } = inboxSort(request);
  let cursor: { key: string; id: number; kind: string } | undefined;
  for (;;) {
    const after = cursor
      ? (source: SubmissionSource) => {
          // (key, id, kind) past the cursor, with this branch's kind a constant: a comparison of
          // (key, id) alone, which the branch's index answers. Kinds compare the same in
          // JavaScript and in SQL (lowercase letters, different by their first two).
          const left = sql`(${branchKey(source, request)}, ${source.id})`;
          const right = sql`(${cursor!.key}::${type}, ${cursor!.id})`;
          if (descending)
            return source.kind < cursor!.kind ? sql`${left} <= ${right}` : sql`${left} < ${right}`;
          return source.kind > cursor!.kind ? sql`${left} >= ${right}` : sql`${left} > ${right}`;
        }
      : undefined;
    const batch = (
      await db.execute<RawInboxRow>(
        sql`${selectRows(unionOf(sources, request, batchRows, after, filter), key)} order by ${inboxOrder(request)} limit ${batchRows}`,
      )
    ).rows;
    if (batch.length === 0) return;
    const last = batch.at(-1)!;
    cursor = { key: last.cursor_key, id: last.id, kind: last.kind };
    yield batch.map(toInboxRow);
    if (batch.length < batchRows) return;
  }
}

/**
 * How many submissions of each kind are unread: `new`, or with an answer by mail nobody has opened
 * since (docs/decisions/0038-imap-intake.md); hire requests also per category.
 */
export async function countUnread(db: Db, sources: SubmissionSource[]) {
  const unread = (source: SubmissionSource) => sql`(${source.status} = 'new' or exists (
    select 1 from ${inboxUnreadAnswers} as u where u.kind = ${source.kind} and u.submission_id = ${source.id}))`;
  const branches = sql.join(
    sources.map((source) =>
      source.category
        ? sql`(select ${source.kind}::text as kind, ${source.category.column}::text as category, count(*)::int as n
            from ${source.table} where ${unread(source)} group by ${source.category.column})`
        : sql`(select ${source.kind}::text as kind, null::text as category, count(*)::int as n
            from ${source.table} where ${unread(source)})`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{ kind: SubmissionKind; category: string | null; n: number }>(branches);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** These records have an answer by mail that nobody has opened yet. */
export async function markAnswered(db: Executor, records: { kind: SubmissionKind; id: number }[], now: Date) {
  if (records.length === 0) return;
  await db
    .insert(inboxUnreadAnswers)
    .values(records.map((record) => ({ kind: record.kind, submissionId: record.id, at: now })))
    .onConflictDoUpdate({
      target: [inboxUnreadAnswers.kind, inboxUnreadAnswers.submissionId],
      set: { at: now },
    });
}

/** Someone opened the record: its answers are read. Answers whether it had unread ones. */
export async function clearAnswered(db: Executor, kind: SubmissionKind, id: number): Promise<boolean> {
  const gone = await db
    .delete(inboxUnreadAnswers)
    .where(and(eq(inboxUnreadAnswers.kind, kind), eq(inboxUnreadAnswers.submissionId, id)))
    .returning({ id: inboxUnreadAnswers.submissionId });
  return gone.length > 0;
}

/** Which of `ids` exist in the source. */
export async function existingIds(
  db: Executor,
  source: SubmissionSource,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.execute<{ id: number }>(
    sql`select ${source.id} as id from ${source.table} where ${inArray(source.id, ids)}`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Gives `ids` of one source the status `to` and records each change with who and when; rows
 * already in that status are left alone (no history), and with `onlyFrom` only rows in that
 * status change. `status_changed_at` keeps the time of the first change. Answers the ids that
 * changed.
 */
export async function changeStatus(
  db: Executor,
  source: SubmissionSource,
  ids: number[],
  to: string,
  actor: Actor,
  now: Date,
  onlyFrom?: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const statusColumn = sql.identifier(source.status.name);
  const changedAtColumn = sql.identifier(source.statusChangedAt.name);
  const { rows } = await db.execute<{ submission_id: number }>(sql`
    with target as (
      select ${source.id} as id, ${source.status} as from_status from ${source.table}
      where ${inArray(source.id, ids)} and ${source.status} <> ${to}
        ${onlyFrom === undefined ? sql`` : sql`and ${source.status} = ${onlyFrom}`}
      for update
    ), changed as (
      update ${source.table} set ${statusColumn} = ${to},
        ${changedAtColumn} = coalesce(${source.statusChangedAt}, ${now}::timestamptz)
      from target where ${source.id} = target.id
      returning target.id, target.from_status
    )
    insert into ${inboxStatusHistory} (kind, submission_id, from_status, to_status, admin_id, admin_number, at)
    select ${source.kind}, id, from_status, ${to}, ${actor.adminId}, ${actor.number}, ${now}::timestamptz
    from changed
    returning submission_id`);
  return rows.map((row) => Number(row.submission_id));
}

/** How many of `ids` exist in the source. */
export async function countExisting(db: Db, source: SubmissionSource, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${source.table} where ${inArray(source.id, ids)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Deletes the source's rows that `where` selects and answers them with their resume files (the
 * caller removes the files once the delete has committed). Notes and history go with the rows
 * (the trigger of src/server/db/migrations/0002_inbox.sql).
 */
export async function deleteSubmissions(
  db: Executor,
  source: SubmissionSource,
  where: SQL,
): Promise<{ id: number; file: string | null }[]> {
  const file = source.resumeFile ? sql`${source.resumeFile}` : sql`null`;
  const { rows } = await db.execute<{ id: number; file: string | null }>(
    sql`delete from ${source.table} where ${where} returning ${source.id} as id, ${file}::text as file`,
  );
  return rows.map((row) => ({ id: Number(row.id), file: row.file }));
}

export const byIds = (source: SubmissionSource, ids: number[]) => inArray(source.id, ids);

export const byEmail = (source: SubmissionSource, email: string) =>
  sql`lower(${source.email}) = lower(${email})`;

/** Received before `cutoff`. */
export const receivedBefore = (source: SubmissionSource, cutoff: Date) =>
  sql`${source.createdAt} < ${cutoff}::timestamptz`;

/** Marked spam, received before `cutoff` and with no status change since: spam for that long. */
export const spamSince = (source: SubmissionSource, cutoff: Date) =>
  sql`${source.status} = 'spam' and ${source.createdAt} < ${cutoff}::timestamptz and not exists (
    select 1 from ${inboxStatusHistory} as h
    where h.kind = ${source.kind} and h.submission_id = ${source.id} and h.at >= ${cutoff}::timestamptz)`;

/** Everything sent with this email, every kind, newest first. */
export async function findByEmail(db: Db, sources: SubmissionSource[], email: string) {
  const branches = sql.join(
    sources.map(
      (source) =>
        sql`(select ${source.kind}::text as kind, ${source.id} as id, ${source.name}::text as name,
          (extract(epoch from ${source.createdAt}) * 1000)::float8 as received_ms,
          ${source.resumeFile ? sql`true` : sql`false`} as has_resume, ${source.createdAt} as created_at
          from ${source.table} where ${byEmail(source, email)})`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{
    kind: SubmissionKind;
    id: number;
    name: string;
    received_ms: number;
    has_resume: boolean;
  }>(sql`select kind, id, name, received_ms, has_resume from (${branches}) as found
    order by created_at desc, id desc`);
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    name: row.name,
    receivedAt: new Date(Number(row.received_ms)),
    hasResume: row.has_resume === true,
  }));
}

/** Refreshes the planner's statistics of the submission tables and the inbox's own. */
export async function analyzeSubmissions(db: Db, sources: SubmissionSource[]): Promise<void> {
  const tables = [
    ...sources.map((source) => sql`${source.table}`),
    sql`${inboxStatusHistory}`,
    sql`${inboxNotes}`,
  ];
  await db.execute(sql`analyze ${sql.join(tables, sql`, `)}`);
}

export function listHistory(db: Db, kind: SubmissionKind, id: number) {
  return db
    .select()
    .from(inboxStatusHistory)
    .where(and(eq(inboxStatusHistory.kind, kind), eq(inboxStatusHistory.submissionId, id)))
    .orderBy(desc(inboxStatusHistory.at), desc(inboxStatusHistory.id));
}

export function listNotes(db: Db, kind: SubmissionKind, id: number) {
  return db
    .select()
    .from(inboxNotes)
    .where(and(eq(inboxNotes.kind, kind), eq(inboxNotes.submissionId, id)))
    .orderBy(desc(inboxNotes.createdAt), desc(inboxNotes.id));
}

export async function addNote(
  db: Db,
  note: { kind: SubmissionKind; submissionId: number; text: string; actor: Actor; now: Date },
) {
  const [row] = await db
    .insert(inboxNotes)
    .values({
      kind: note.kind,
      submissionId: note.submissionId,
      text: note.text,
      adminId: note.actor.adminId,
      adminNumber: note.actor.number,
      createdAt: note.now,
    })
    .returning();
  return row!;
}

const RETENTION_KEY = "retention_days";

/** Days after which applications are deleted; null: kept. */
export async function readRetentionDays(db: Db): Promise<number | null> {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.key, RETENTION_KEY));
  return typeof row?.value === "number" ? row.value : null;
}

export async function writeRetentionDays(db: Db, days: number | null, now: Date): Promise<void> {
  await db
    .insert(inboxSettings)
    .values({ key: RETENTION_KEY, value: days, updatedAt: now })
    .onConflictDoUpdate({ target: inboxSettings.key, set: { value: days, updatedAt: now } });
}

/** One submission of a person (GET /api/inbox/people). */
export interface PersonRow {
  kind: SubmissionKind;
  id: number;
  name: string;
  address: string;
  text: string;
  receivedAt: Date;
  status: string;
}

const PERSON_RECORDS_MAX = 50;

/**
 * People, not rows: the submissions grouped by e-mail address (lowercased), the person with the
 * newest submission first, a page at a time, with the total of people; then those people's
 * submissions, newest first (at most 50 each). `q` matches an address or a name; `email` one
 * address exactly. Two statements over the sources' union, whatever the page holds.
 */
export async function listPeople(
  db: Db,
  sources: SubmissionSource[],
  options: { q: string; email?: string; offset: number; limit: number },
) {
  if (sources.length === 0) return { total: 0, people: [], records: [] as PersonRow[] };
  const pattern = options.q === "" ? undefined : containsPattern(options.q.toLowerCase());
  const union = sql.join(
    sources.map(
      (source) => sql`(select ${source.kind}::text as kind, ${source.id} as id, ${source.name}::text as name,
        lower(trim(${source.email}::text)) as address, ${source.createdAt} as created_at,
        ${source.status}::text as status, ${source.preview} as text
        from ${source.table}
        where trim(${source.email}::text) <> ''
          ${options.email === undefined ? sql`` : sql`and lower(trim(${source.email}::text)) = ${options.email.trim().toLowerCase()}`})`,
    ),
    sql` union all `,
  );
  const matches =
    pattern === undefined
      ? sql``
      : sql`where address in (select address from rows where address like ${pattern} or lower(name) like ${pattern})`;
  const { rows: people } = await db.execute<{
    address: string;
    n: number;
    last_ms: number;
    name: string;
    total: number;
  }>(sql`with rows as (${union})
    select address, count(*)::int as n, (extract(epoch from max(created_at)) * 1000)::float8 as last_ms,
      (array_agg(name order by created_at desc, id desc))[1] as name, (count(*) over ())::int as total
    from rows ${matches}
    group by address order by max(created_at) desc, address
    limit ${options.limit} offset ${options.offset}`);
  if (people.length === 0) return { total: 0, people: [], records: [] as PersonRow[] };
  const addresses = people.map((row) => row.address);
  const { rows: records } = await db.execute<{
    kind: SubmissionKind;
    id: number;
    name: string;
    address: string;
    text: string | null;
    received_ms: number;
    status: string;
  }>(sql`with rows as (${union}), ranked as (
      select *, row_number() over (partition by address order by created_at desc, id desc) as n
      from rows where address = any(${`{${addresses.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[])
    )
    select kind, id, name, address, text, (extract(epoch from created_at) * 1000)::float8 as received_ms, status
    from ranked where n <= ${PERSON_RECORDS_MAX} order by created_at desc, id desc`);
  return {
    total: Number(people[0]?.total ?? 0),
    people: people.map((row) => ({
      address: row.address,
      count: Number(row.n),
      lastReceivedAt: new Date(Number(row.last_ms)),
      name: row.name,
    })),
    records: records.map(
      (row): PersonRow => ({
        kind: row.kind,
        id: Number(row.id),
        name: row.name,
        address: row.address,
        text: row.text ?? "",
        receivedAt: new Date(Number(row.received_ms)),
        status: row.status,
      }),
    ),
  };
}
