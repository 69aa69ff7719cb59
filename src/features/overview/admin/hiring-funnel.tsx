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
            <div className="mt-3 overflow-x-auto">
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
          )
        }
      </QueryStates>
    </section>
  );
}
