import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { StatusBadge } from "#src/ui/admin/status-badge.tsx";
import { appliedBeforeAnswer, appliedBeforeTexts } from "../job-application.schema.ts";

/**
 * A warning on a candidate's record when they applied before: each other application with the
 * same e-mail or phone number, what it shares, its opening, stage and day, a link to it. Nothing
 * when there is none.
 */
export function AppliedBefore({ id }: { id: number; name: string }) {
  const titleId = useId();
  const query = useQuery({
    queryKey: ["admin", "applied-before", id],
    queryFn: () => loadRecord(`/api/applyjob/${id}/applied-before`, appliedBeforeAnswer),
  });
  if (query.isError) {
    return <ErrorNotice>{loadErrorMessage(query.error, appliedBeforeTexts.loadFailed)}</ErrorNotice>;
  }
  const earlier = query.data?.data ?? [];
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-amber-950">
        {appliedBeforeTexts.title}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{appliedBeforeTexts.intro}</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {earlier.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <Link
              to={submissionPath("application", row.id)}
              className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
            >
              {row.name} · {row.technology}
            </Link>
            <StatusBadge status={row.status} />
            <span className="text-slate-700">
              <DateTime value={row.received_at} />
            </span>
            <span className="text-amber-900">
              {row.same.map((what) => appliedBeforeTexts.same[what]).join(", ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
