import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import { Pagination } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState } from "#src/ui/admin/list-states.tsx";
import { submissionsQueryMeta } from "#src/ui/admin/live-lists.ts";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { StatusBadge } from "#src/ui/admin/status-badge.tsx";
import {
  inboxTexts,
  type LastMessage,
  type Person,
  type PersonRecord,
  peopleAnswer,
} from "../inbox.schema.ts";

// People, not rows (docs/decisions/0039-conversations.md): the inbox grouped by e-mail address.

export const peopleTexts = {
  groupByPerson: "Group by person",
  submissions: (count: number) => (count === 1 ? "1 submission" : `${count} submissions`),
  noMessages: "No reply yet",
  lastReply: "Last: reply",
  lastAnswer: "Last: their answer",
  delivery: { queued: "queued", sent: "sent", failed: "failed", off: "not sent" },
} as const;

/** The last message of a record's thread in a few words, and when. */
export function LastMessageText({ message }: { message: LastMessage | null }) {
  if (!message) return <span className="text-slate-600">{peopleTexts.noMessages}</span>;
  const words =
    message.direction === "out"
      ? `${peopleTexts.lastReply}${message.delivery ? `, ${peopleTexts.delivery[message.delivery]}` : ""}`
      : peopleTexts.lastAnswer;
  return (
    <span className={message.delivery === "failed" ? "text-red-800" : "text-slate-700"}>
      {words} · <DateTime value={message.at} />
    </span>
  );
}

export function PersonRecordItem({ row }: { row: PersonRecord }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <Link
        to={submissionPath(row.kind, row.id)}
        className="font-medium [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline"
      >
        {inboxTexts.kindLabels[row.kind]}: {row.preview || row.name}
      </Link>
      <DateTime value={row.received_at} className="text-slate-600" />
      <StatusBadge status={row.status} />
      <LastMessageText message={row.last_message} />
    </li>
  );
}

function PersonCard({ person }: { person: Person }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-ink">
        <span className="[overflow-wrap:anywhere]">{person.name}</span>
        <span className="text-sm font-normal [overflow-wrap:anywhere] text-slate-700">{person.email}</span>
        <span className="text-sm font-normal text-slate-600">{peopleTexts.submissions(person.count)}</span>
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {person.records.map((row) => (
          <PersonRecordItem key={`${row.kind}:${row.id}`} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** The inbox grouped by person: each address once, with its submissions and their threads' state. */
export function PeopleList({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const url = `/api/inbox/people?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  const query = useQuery({
    queryKey: ["admin", "inbox", "people", url],
    queryFn: () => loadRecord(url, peopleAnswer),
    placeholderData: keepPreviousData,
    meta: submissionsQueryMeta,
  });
  return (
    <QueryStates query={query} errorText={(error) => loadErrorMessage(error, inboxTexts.fetchFailed)}>
      {(answer) =>
        answer.data.length === 0 ? (
          <EmptyState>{inboxTexts.empty}</EmptyState>
        ) : (
          <>
            <div className="space-y-4">
              {answer.data.map((person) => (
                <PersonCard key={person.email} person={person} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={Math.max(1, Math.ceil(answer.total / answer.pageSize))}
              onPage={onPage}
            />
          </>
        )
      }
    </QueryStates>
  );
}
