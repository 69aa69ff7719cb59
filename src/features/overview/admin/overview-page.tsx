import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { adminDownload, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  DEFAULT_PERIOD,
  OVERVIEW_PERIODS,
  type Overview,
  type OverviewChart,
  overviewAnswer,
  overviewTexts,
  PIPELINE_STAGES,
} from "../overview.schema.ts";
import { HiringFunnel } from "./hiring-funnel.tsx";
import { formatWait, shortDate } from "./overview-format.ts";

// The charts' library loads with the first chart shown: the server, which renders only the back
// office's loading screen, never loads it (its start and memory: docs/performance.md).
const charts = () => import("./overview-charts.tsx");
const SubmissionsChart = lazy(() => charts().then((module) => ({ default: module.SubmissionsChart })));
const CategoriesChart = lazy(() => charts().then((module) => ({ default: module.CategoriesChart })));
const ResponseTimesChart = lazy(() => charts().then((module) => ({ default: module.ResponseTimesChart })));
const PipelineChart = lazy(() => charts().then((module) => ({ default: module.PipelineChart })));

export const meta = () => adminMeta(overviewTexts.title);
export const headers = adminHeaders;

type PeriodChoice = (typeof OVERVIEW_PERIODS)[number] | "custom";

/** The period in the address: `period`, or `from` and `to` for a custom one. */
function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const named = OVERVIEW_PERIODS.find((period) => period === search.get("period"));
  const choice: PeriodChoice = from && to ? "custom" : (named ?? DEFAULT_PERIOD);
  const query =
    choice === "custom" ? new URLSearchParams({ from, to }) : new URLSearchParams({ period: choice });
  return {
    choice,
    from,
    to,
    query: query.toString(),
    choose: (next: Record<string, string>) => setSearch(next, { replace: true }),
  };
}

function PeriodControls({ period }: { period: ReturnType<typeof usePeriod> }) {
  const ids = { period: useId(), from: useId(), to: useId() };
  const [custom, setCustom] = useState(period.choice === "custom");
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) period.choose({ from, to });
  };
  return (
    <form onSubmit={submit} aria-label="Choose the period" className="mb-6 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-52">
        <label htmlFor={ids.period} className={labelClass}>
          {overviewTexts.periodLabel}
        </label>
        <select
          id={ids.period}
          value={custom ? "custom" : period.choice}
          onChange={(event) => {
            const value = event.target.value as PeriodChoice;
            setCustom(value === "custom");
            if (value !== "custom") period.choose({ period: value });
          }}
          className={fieldClass}
        >
          {[...OVERVIEW_PERIODS, "custom" as const].map((value) => (
            <option key={value} value={value}>
              {overviewTexts.periodLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {custom && (
        <>
          <div className="w-[calc(50%-0.375rem)] sm:w-44">
            <label htmlFor={ids.from} className={labelClass}>
              {overviewTexts.fromLabel}
            </label>
            <input
              id={ids.from}
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div className="w-[calc(50%-0.375rem)] sm:w-44">
            <label htmlFor={ids.to} className={labelClass}>
              {overviewTexts.toLabel}
            </label>
            <input
              id={ids.to}
              type="date"
              required
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={fieldClass}
            />
          </div>
          <button type="submit" className={primaryButtonClass}>
            {overviewTexts.apply}
          </button>
        </>
      )}
    </form>
  );
}

/** One chart: its heading, a sentence, the picture, its numbers as a table, and its CSV. */
function ChartPanel({
  id,
  title,
  note,
  chart,
  query,
  table,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  chart: OverviewChart;
  query: string;
  table: ReactNode;
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await adminDownload(`/api/overview?${query}&format=csv&chart=${chart}`, `overview-${chart}.csv`);
    } catch {
      toast.error(overviewTexts.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
        </div>
        <button type="button" onClick={download} disabled={downloading} className={secondaryButtonClass}>
          <Download aria-hidden="true" className="size-4" />
          {downloading ? overviewTexts.downloading : overviewTexts.downloadCsv}
          <span className="sr-only"> ({title})</span>
        </button>
      </div>
      {children}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {overviewTexts.showTable}
          <span className="sr-only"> ({title})</span>
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </section>
  );
}

type Row<Key extends keyof Overview> = Overview[Key] extends readonly (infer Item)[] ? Item : never;

const kindColumns = (["contact", "hire", "cloud_vps", "application"] as const).map(
  (kind): Column<Row<"submissions">> => ({
    header: overviewTexts.kindLabels[kind],
    text: (row) => row[kind],
  }),
);

function OverviewCharts({ data, query }: { data: Overview; query: string }) {
  const [job, setJob] = useState("");
  const jobId = useId();
  const stages = data.pipeline.find((row) => (row.job ?? "") === job) ?? data.pipeline[0]!;
  const weekly = data.period.bucket === "week";
  const total = Object.values(data.totals).reduce((sum, count) => sum + count, 0);
  const kinds = (["contact", "hire", "cloud_vps", "application"] as const)
    .map((kind) => `${data.totals[kind]} ${overviewTexts.kindPlurals[kind]}`)
    .join(", ");
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <ChartPanel
          id="overview-submissions"
          title={overviewTexts.submissionsTitle}
          note={`${total} from ${shortDate(data.period.from)} to ${shortDate(data.period.to)} (${kinds}), per ${data.period.bucket}, days in ${data.period.time_zone}.`}
          chart="submissions"
          query={query}
          table={
            <DataTable
              caption={`Submissions per ${data.period.bucket}`}
              columns={[
                { header: weekly ? "Week starting" : "Day", text: (row) => row.start },
                ...kindColumns,
              ]}
              rows={data.submissions}
              rowKey={(row) => row.start}
            />
          }
        >
          <SubmissionsChart data={data} />
        </ChartPanel>
      </div>
      <ChartPanel
        id="overview-categories"
        title={overviewTexts.hireCategoriesTitle}
        chart="hire_categories"
        query={query}
        table={
          <DataTable
            caption="Hire requests by category"
            columns={[
              { header: "Category", text: (row) => row.label },
              { header: "Hire requests", text: (row) => row.count },
            ]}
            rows={data.hire_categories}
            rowKey={(row) => row.category}
          />
        }
      >
        <CategoriesChart data={data} />
      </ChartPanel>
      <ChartPanel
        id="overview-response"
        title={overviewTexts.responseTitle}
        note={overviewTexts.responseNote}
        chart="response_times"
        query={query}
        table={
          <DataTable
            caption="Response times"
            wide
            columns={[
              {
                header: "Kind",
                text: (row) => (row.kind === "all" ? "All kinds" : overviewTexts.kindLabels[row.kind]),
              },
              { header: "Arrived", text: (row) => row.arrived },
              { header: "Replied", text: (row) => row.replied },
              { header: "To first reply, median", text: (row) => formatWait(row.reply_median) },
              { header: "To first reply, 90th percentile", text: (row) => formatWait(row.reply_p90) },
              { header: "Answered", text: (row) => row.answered },
              { header: "First change, median", text: (row) => formatWait(row.first_median) },
              { header: "First change, 90th percentile", text: (row) => formatWait(row.first_p90) },
              { header: "Done", text: (row) => row.done },
              { header: "To done, median", text: (row) => formatWait(row.done_median) },
              { header: "To done, 90th percentile", text: (row) => formatWait(row.done_p90) },
            ]}
            rows={data.response_times}
            rowKey={(row) => row.kind}
          />
        }
      >
        <ResponseTimesChart data={data} />
      </ChartPanel>
      <ChartPanel
        id="overview-pipeline"
        title={overviewTexts.pipelineTitle}
        note={overviewTexts.pipelineNote}
        chart="pipeline"
        query={query}
        table={
          <DataTable
            caption="Applicant pipeline per job"
            wide
            columns={[
              { header: "Job", text: (row) => row.job ?? overviewTexts.allJobs },
              ...PIPELINE_STAGES.map(
                (stage): Column<Row<"pipeline">> => ({
                  header: overviewTexts.stageLabels[stage],
                  text: (row) => row[stage],
                }),
              ),
              { header: "Rejected", text: (row) => row.rejected },
            ]}
            rows={data.pipeline}
            rowKey={(row) => row.job ?? ""}
          />
        }
      >
        <div className="mb-2 max-w-xs">
          <label htmlFor={jobId} className={labelClass}>
            {overviewTexts.jobLabel}
          </label>
          <select
            id={jobId}
            value={job}
            onChange={(event) => setJob(event.target.value)}
            className={fieldClass}
          >
            {data.pipeline.map((row) => (
              <option key={row.job ?? ""} value={row.job ?? ""}>
                {row.job ?? overviewTexts.allJobs}
              </option>
            ))}
          </select>
        </div>
        <PipelineChart stages={stages} />
        <p className="text-sm text-slate-600">Rejected: {stages.rejected}</p>
      </ChartPanel>
      <ChartPanel
        id="overview-open-leads"
        title={`${overviewTexts.openLeadsTitle} (${data.open_leads.total})`}
        note={overviewTexts.openLeadsNote}
        chart="open_leads"
        query={query}
        table={
          <DataTable
            caption="Open leads waiting over a day"
            columns={[
              { header: "Kind", text: (row) => overviewTexts.kindLabels[row.kind] },
              { header: "Name", text: (row) => row.name },
              { header: "Category", text: (row) => row.category_label ?? "" },
              {
                header: "Received",
                text: (row) => formatDate(row.received_at),
                cell: (row) => <DateTime value={row.received_at} />,
              },
            ]}
            rows={data.open_leads.items}
            rowKey={(row) => `${row.kind}:${row.id}`}
          />
        }
      >
        {data.open_leads.items.length === 0 ? (
          <EmptyState>{overviewTexts.noOpenLeads}</EmptyState>
        ) : (
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {data.open_leads.items.map((lead) => (
              <li
                key={`${lead.kind}:${lead.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
              >
                <Link
                  to={submissionPath(lead.kind, lead.id)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {lead.name}
                </Link>
                <span className="text-slate-600">
                  {overviewTexts.kindLabels[lead.kind]}
                  {lead.category_label ? ` · ${lead.category_label}` : ""} ·{" "}
                  <DateTime value={lead.received_at} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </ChartPanel>
    </div>
  );
}

/**
 * The back office's first screen: what came in over a period and from which form, what hire
 * requests asked for, how fast the team answered, how far applicants got, and which leads wait.
 */
export default function OverviewPage() {
  const period = usePeriod();
  const url = `/api/overview?${period.query}`;
  const query = useQuery({
    queryKey: ["admin", "overview", url],
    queryFn: () => loadRecord(url, overviewAnswer),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <ScreenHeader title={overviewTexts.title} description={overviewTexts.description} />
      <PeriodControls period={period} />
      <QueryStates query={query} errorText={(error) => loadErrorMessage(error, overviewTexts.fetchFailed)}>
        {(answer) => (
          <Suspense fallback={<p role="status">Loading the charts…</p>}>
            <OverviewCharts data={answer.data} query={period.query} />
          </Suspense>
        )}
      </QueryStates>
      <HiringFunnel />
    </div>
  );
}
