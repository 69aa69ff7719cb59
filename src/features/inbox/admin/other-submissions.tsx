import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { loadRecord } from "#src/lib/admin-api.ts";
import { MAX_PAGE_SIZE } from "#src/lib/list-query.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import { Panel } from "#src/ui/admin/list-states.tsx";
import { submissionsQueryMeta } from "#src/ui/admin/live-lists.ts";
import { StatusBadge } from "#src/ui/admin/status-badge.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { type InboxDetail, inboxListAnswer, inboxTexts } from "../inbox.schema.ts";

export const otherSubmissionsTexts = {
  title: "Other submissions from this address",
  more: "All of them in the inbox",
} as const;

/**
 * The person's other submissions (the same e-mail address, any kind), each a link to its record:
 * staff see at once that the applicant also asked for a quote. The inbox's search finds them
 * (it searches the address); only exact matches of the address, without regard to case, are kept.
 */
export function OtherSubmissions({ record }: { record: InboxDetail }) {
  const id = useId();
  const email = record.email.trim().toLowerCase();
  const url = `/api/inbox?${new URLSearchParams({ q: email, pageSize: String(MAX_PAGE_SIZE) })}`;
  const query = useQuery({
    queryKey: ["admin", "inbox", "same-address", url],
    queryFn: () => loadRecord(url, inboxListAnswer),
    enabled: email.length > 0,
    meta: submissionsQueryMeta,
  });
  const others = (query.data?.data ?? []).filter(
    (row) => row.email.trim().toLowerCase() === email && !(row.kind === record.kind && row.id === record.id),
  );
  if (others.length === 0) return null;
  return (
    <div className="mt-6">
      <Panel title={otherSubmissionsTexts.title} id={id}>
        <ul className="divide-y divide-slate-100">
          {others.map((row) => (
            <li
              key={`${row.kind}:${row.id}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <Link
                to={submissionPath(row.kind, row.id)}
                className="font-medium [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline"
              >
                {inboxTexts.kindLabels[row.kind]}
                {row.category_label ? ` (${row.category_label})` : ""}: {row.preview || row.name}
              </Link>
              <span className="text-slate-600">{formatDate(row.received_at)}</span>
              <StatusBadge status={row.status} />
            </li>
          ))}
        </ul>
        {query.data && query.data.total > query.data.data.length && (
          <Link
            to={`/admin/dashboard/inbox?q=${encodeURIComponent(email)}`}
            className="mt-3 inline-block text-sm text-brand-700 underline"
          >
            {otherSubmissionsTexts.more}
          </Link>
        )}
      </Panel>
    </div>
  );
}
