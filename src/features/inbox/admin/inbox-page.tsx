import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { companyDate } from "#src/lib/list-query.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { BulkBar } from "#src/ui/admin/bulk-actions.tsx";
import { secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable, Pagination } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { submissionsQueryMeta } from "#src/ui/admin/live-lists.ts";
import { QueryStates } from "#src/ui/admin/records.tsx";
import {
  ListControls,
  listSearch,
  SelectBox,
  useListParams,
  useRowSelection,
} from "#src/ui/admin/server-list.tsx";
import { NewAnswerMark, StatusBadge } from "#src/ui/admin/status-badge.tsx";
import { assignmentTexts } from "../assignment.schema.ts";
import {
  type InboxRow,
  inboxListAnswer,
  inboxTexts,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  statusesOf,
} from "../inbox.schema.ts";
import { PeopleList, peopleTexts } from "./people-list.tsx";

export const meta = () => adminMeta(inboxTexts.title);
export const headers = adminHeaders;

const kindOptions = SUBMISSION_KINDS.map((kind) => ({ value: kind, label: inboxTexts.kindLabels[kind] }));
const rowKey = (row: InboxRow) => `${row.kind}:${row.id}`;
const assignedOptions = [
  { value: "me", label: assignmentTexts.assignedToMe },
  { value: "none", label: assignmentTexts.unassigned },
];

/**
 * Every submission in one list: contact messages, hire requests, cloud VPS enquiries and job
 * applications, newest first, searched, filtered and paged by the server, with bulk actions.
 */
export default function InboxPage() {
  const { params, update } = useListParams();
  const [search] = useSearchParams();
  // People, not rows: one entry per e-mail address (`?view=people` opens it so).
  const [byPerson, setByPerson] = useState(search.get("view") === "people");
  const queryClient = useQueryClient();
  const kind = SUBMISSION_KINDS.find((value) => value === params.kind);
  const statuses = kind ? statusesOf(kind) : SUBMISSION_STATUSES;
  const url = `/api/inbox?${listSearch(params)}`;
  const query = useQuery({
    queryKey: ["admin", "inbox", url],
    queryFn: () => loadRecord(url, inboxListAnswer),
    placeholderData: keepPreviousData,
    meta: submissionsQueryMeta,
    enabled: !byPerson,
  });
  const rows = query.data?.data ?? [];
  const selection = useRowSelection(rows.map(rowKey));
  const chosen = rows.filter((row) => selection.selected.has(rowKey(row)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] });

  const columns: Column<InboxRow>[] = [
    {
      header: "Select",
      card: "top",
      cell: (row) => (
        <SelectBox
          checked={selection.selected.has(rowKey(row))}
          onChange={() => selection.toggle(rowKey(row))}
          label={`Select ${inboxTexts.kindLabels[row.kind].toLowerCase()} from ${row.name}`}
        />
      ),
    },
    {
      header: "Name",
      className: "min-w-24",
      cell: (row) => (
        <Link
          to={`/admin/dashboard/inbox/${row.kind}/${row.id}`}
          className={`text-brand-700 underline-offset-2 hover:underline ${row.status === "new" || row.unread_answer ? "font-bold" : ""}`}
        >
          {row.name}
          {row.status === "new" && <span className="sr-only"> (unread)</span>}
          {row.status !== "new" && row.unread_answer && <span className="sr-only"> (new answer)</span>}
        </Link>
      ),
    },
    {
      header: "Kind",
      cell: (row) => (
        <span className="whitespace-nowrap">
          {inboxTexts.kindLabels[row.kind]}
          {row.category_label && <span className="block text-xs text-slate-500">{row.category_label}</span>}
        </span>
      ),
    },
    {
      header: "Preview",
      cell: (row) => (
        <>
          <span className="line-clamp-2 text-slate-700">{row.preview}</span>
          {row.resume_excerpt && <ResumeExcerpt parts={row.resume_excerpt} />}
        </>
      ),
    },
    {
      header: "Received",
      cell: (row) => <DateTime value={row.received_at} />,
    },
    {
      header: "Status",
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          {row.unread_answer && <NewAnswerMark />}
        </>
      ),
    },
    {
      header: assignmentTexts.assignedTo,
      cell: (row) =>
        row.assignee_name ? (
          <span className="break-words">{row.assignee_name}</span>
        ) : (
          <span className="text-slate-600">—</span>
        ),
    },
  ];

  return (
    <div>
      <ScreenHeader title={inboxTexts.title} description={inboxTexts.description} />
      <ListControls
        params={params}
        update={update}
        kinds={kindOptions}
        assignedOptions={assignedOptions}
        statuses={statuses}
        statusLabels={inboxTexts.statusLabels}
        exportUrl={`/api/inbox?${listSearch(params, { format: "csv" })}`}
        exportName={`inbox-${companyDate(new Date())}.csv`}
      />
      <div className="mb-4">
        <button
          type="button"
          aria-pressed={byPerson}
          onClick={() => setByPerson((value) => !value)}
          className={`${secondaryButtonClass} ${byPerson ? "border-brand-600 bg-brand-50 text-brand-800" : ""}`}
        >
          <Users aria-hidden="true" className="size-4" /> {peopleTexts.groupByPerson}
        </button>
      </div>
      {byPerson ? (
        <PeopleList q={params.q} page={params.page} onPage={(page) => update({ page })} />
      ) : (
        <QueryStates query={query} errorText={(error) => loadErrorMessage(error, inboxTexts.fetchFailed)}>
          {(answer) =>
            answer.data.length === 0 ? (
              <EmptyState>{inboxTexts.empty}</EmptyState>
            ) : (
              <>
                <BulkBar
                  chosen={chosen}
                  total={answer.total}
                  allOnPage={selection.allOnPage}
                  toggleAll={selection.toggleAll}
                  onDone={async (succeeded) => {
                    if (succeeded) selection.clear();
                    await refresh();
                  }}
                />
                <DataTable caption="Submissions" columns={columns} rows={answer.data} rowKey={rowKey} />
                <Pagination
                  page={params.page}
                  pageCount={Math.max(1, Math.ceil(answer.total / answer.pageSize))}
                  onPage={(page) => update({ page })}
                />
              </>
            )
          }
        </QueryStates>
      )}
    </div>
  );
}

/** Where the search was found in the resume, the matching words marked. */
function ResumeExcerpt({ parts }: { parts: NonNullable<InboxRow["resume_excerpt"]> }) {
  return (
    <span className="mt-1 line-clamp-3 text-xs text-slate-600 [overflow-wrap:anywhere]">
      <span className="font-semibold">{inboxTexts.resumeSays} </span>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
