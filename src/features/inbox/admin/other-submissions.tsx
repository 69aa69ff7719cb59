import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { loadRecord } from "#src/lib/admin-api.ts";
import { Panel } from "#src/ui/admin/list-states.tsx";
import { submissionsQueryMeta } from "#src/ui/admin/live-lists.ts";
import { type InboxDetail, peopleAnswer } from "../inbox.schema.ts";
import { PersonRecordItem } from "./people-list.tsx";

export const otherSubmissionsTexts = {
  title: "Other submissions from this address",
  more: "All of them in the inbox",
} as const;

/**
 * The person's other submissions (the same e-mail address without regard to case, the kinds this
 * account reads), each a link to its record with its status and its thread's last message: staff
 * see at once that the applicant also asked for a quote, and whether anyone answered it.
 */
export function OtherSubmissions({ record }: { record: InboxDetail }) {
  const id = useId();
  const email = record.email.trim().toLowerCase();
  const url = `/api/inbox/people?${new URLSearchParams({ email })}`;
  const query = useQuery({
    queryKey: ["admin", "inbox", "same-address", url],
    queryFn: () => loadRecord(url, peopleAnswer),
    enabled: email.length > 0,
    meta: submissionsQueryMeta,
  });
  const person = query.data?.data[0];
  const others = (person?.records ?? []).filter((row) => !(row.kind === record.kind && row.id === record.id));
  if (others.length === 0) return null;
  return (
    <div className="mt-6">
      <Panel title={otherSubmissionsTexts.title} id={id}>
        <ul className="divide-y divide-slate-100">
          {others.map((row) => (
            <PersonRecordItem key={`${row.kind}:${row.id}`} row={row} />
          ))}
        </ul>
        {person && person.count > person.records.length && (
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
