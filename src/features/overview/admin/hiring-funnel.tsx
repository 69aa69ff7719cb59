import { useQuery } from "@tanstack/react-query";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { EmptyState } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { FUNNEL_STAGES, funnelAnswer } from "../hiring-funnel.schema.ts";

const STAGE_LABELS = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
} as const;

const percent = (share: number | null) => (share === null ? "" : ` (${Math.round(share * 100)}% on)`);
const days = (value: number | null) => (value === null ? "No hire yet" : `${value} days`);

/**
 * Per opening: candidates who reached each stage with the share who went on, and the median and
 * average days from application to hire (for those who read the hiring charts).
 */
export function HiringFunnel() {
  const canRead = useCan("overview.hiring:read");
  const query = useQuery({
    queryKey: ["admin", "overview", "hiring-funnel"],
    queryFn: () =>
      loadRecord(
        "/api/overview/hiring-funnel",
        funnelAnswer.transform((answer) => answer.data),
      ),
    enabled: canRead,
  });
  if (!canRead) return null;
  return (
    <section
      aria-labelledby="overview-funnel"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="overview-funnel" className="text-lg font-semibold text-ink">
        Conversion and time to hire per opening
      </h2>
      <QueryStates
        query={query}
        errorText={(error) => loadErrorMessage(error, "Failed to load the hiring funnel")}
      >
        {(openings) =>
          openings.length === 0 ? (
            <EmptyState>No applications for an opening yet</EmptyState>
          ) : (
            <>
              {/* Below 1024 px each opening is a card: the table's seven columns do not fit a phone. */}
              <ul className="mt-3 space-y-3 lg:hidden">
                {openings.map((opening) => (
                  <li key={opening.job.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <h3 className="font-semibold break-words text-ink">{opening.job.jobname}</h3>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
                      {opening.stages.map((stage) => (
                        <div key={stage.status} className="contents">
                          <dt className="text-slate-600">
                            {STAGE_LABELS[stage.status as keyof typeof STAGE_LABELS]}
                          </dt>
                          <dd>
                            {stage.reached}
                            {percent(stage.conversion)}
                          </dd>
                        </div>
                      ))}
                      <div className="contents">
                        <dt className="text-slate-600">Time to hire (median, average)</dt>
                        <dd>
                          {opening.time_to_hire.median_days === null
                            ? days(null)
                            : `${days(opening.time_to_hire.median_days)}, ${days(opening.time_to_hire.average_days)}`}
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="mt-3 hidden lg:block">
                <table className="min-w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-700">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Opening
                      </th>
                      {FUNNEL_STAGES.map((stage) => (
                        <th key={stage} scope="col" className="py-2 pr-4 font-semibold">
                          {STAGE_LABELS[stage]}
                        </th>
                      ))}
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Time to hire (median, average)
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {openings.map((opening) => (
                      <tr key={opening.job.id} className="border-b border-slate-100 text-slate-800">
                        <th scope="row" className="py-2 pr-4 font-medium break-words">
                          {opening.job.jobname}
                        </th>
                        {opening.stages.map((stage) => (
                          <td key={stage.status} className="py-2 pr-4 whitespace-nowrap">
                            {stage.reached}
                            {percent(stage.conversion)}
                          </td>
                        ))}
                        <td className="py-2 pr-4 whitespace-nowrap">
                          {opening.time_to_hire.median_days === null
                            ? days(null)
                            : `${days(opening.time_to_hire.median_days)}, ${days(opening.time_to_hire.average_days)}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
