import {
  Bar,
  BarChart,
  CartesianGrid,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { SUBMISSION_KINDS } from "#src/lib/submissions.ts";
import { type Overview, overviewTexts, PIPELINE_STAGES } from "../overview.schema.ts";
import { shortDate } from "./overview-format.ts";

// The overview's charts, drawn by Recharts as SVG (decision docs/decisions/0014-overview-charts.md):
// text in the page, a tooltip that the keyboard moves along (its accessibility layer), and the
// numbers written on the bars. Each chart's table alternative is beside it (overview-page.tsx).

/** One colour per kind, distinct for the common colour-vision deficiencies (Okabe–Ito). */
export const KIND_COLOURS = {
  contact: "#0072B2",
  hire: "#E69F00",
  cloud_vps: "#009E73",
  application: "#CC79A7",
} as const;

const tick = { fontSize: 12, fill: "#334155" };

/** Legend entries in the text colour (a series' own colour can be too light to read). */
const legendText = (value: string) => <span className="text-slate-800">{value}</span>;

/** The kinds' short names, where four must fit side by side on a phone. */
const SHORT_KIND_LABELS = {
  contact: "Contact",
  hire: "Hire",
  cloud_vps: "Cloud VPS",
  application: "Applications",
} as const;

export function SubmissionsChart({ data }: { data: Overview }) {
  const weekly = data.period.bucket === "week";
  const rows = data.submissions.map((row) => ({
    ...row,
    label: weekly ? `w/c ${shortDate(row.start)}` : shortDate(row.start),
  }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart
        data={rows}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        title={`Submissions per ${data.period.bucket}, stacked by kind`}
        desc={`Use the arrow keys to read each ${data.period.bucket}'s numbers.`}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={tick} minTickGap={12} />
        <YAxis allowDecimals={false} tick={tick} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        {SUBMISSION_KINDS.map((kind) => (
          <Bar
            key={kind}
            dataKey={kind}
            name={overviewTexts.kindLabels[kind]}
            stackId="kinds"
            fill={KIND_COLOURS[kind]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function CategoriesChart({ data }: { data: Overview }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(220, data.hire_categories.length * 34)}>
      <BarChart
        data={data.hire_categories}
        layout="vertical"
        margin={{ top: 4, right: 32, bottom: 4, left: 4 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={tick} />
        <YAxis type="category" dataKey="label" width={132} tick={tick} interval={0} />
        <Tooltip />
        <Bar dataKey="count" name="Hire requests" fill={KIND_COLOURS.hire} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" style={{ fontSize: 12, fill: "#1e293b" }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

const hours = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 360) / 10);

export function ResponseTimesChart({ data }: { data: Overview }) {
  const rows = data.response_times
    .filter((row) => row.kind !== "all")
    .map((row) => ({
      label: row.kind === "all" ? "All" : SHORT_KIND_LABELS[row.kind],
      firstMedian: hours(row.first_median),
      firstP90: hours(row.first_p90),
      doneMedian: hours(row.done_median),
      doneP90: hours(row.done_p90),
    }));
  const bars = [
    { key: "firstMedian", name: "First change, median (h)", fill: "#56B4E9" },
    { key: "firstP90", name: "First change, 90th percentile (h)", fill: "#0072B2" },
    { key: "doneMedian", name: "To done, median (h)", fill: "#F0E442" },
    { key: "doneP90", name: "To done, 90th percentile (h)", fill: "#D55E00" },
  ];
  return (
    <ResponsiveContainer width="100%" height={320}>
      <BarChart
        data={rows}
        margin={{ top: 16, right: 8, bottom: 0, left: -16 }}
        title="Response times in hours, per kind"
        desc="Use the arrow keys to read each kind's times."
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={tick} interval={0} />
        <YAxis tick={tick} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        {bars.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.fill} isAnimationActive={false}>
            <LabelList dataKey={bar.key} position="top" style={{ fontSize: 10, fill: "#1e293b" }} />
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const STAGE_COLOURS = ["#0072B2", "#56B4E9", "#009E73", "#E69F00", "#D55E00"];

export function PipelineChart({ stages }: { stages: Overview["pipeline"][number] }) {
  const rows = PIPELINE_STAGES.map((stage, index) => ({
    name: overviewTexts.stageLabels[stage],
    value: stages[stage],
    fill: STAGE_COLOURS[index],
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <FunnelChart
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        title="Applicant pipeline"
        desc="How many applicants reached each stage."
      >
        <Tooltip />
        <Funnel
          dataKey="value"
          nameKey="name"
          data={rows}
          isAnimationActive={false}
          lastShapeType="rectangle"
        >
          <LabelList
            position="center"
            content={({ x, y, width, height, index }) => {
              const row = rows[Number(index)];
              if (!row) return null;
              return (
                <text
                  x={Number(x) + Number(width) / 2}
                  y={Number(y) + Number(height) / 2}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={13}
                  fontWeight={600}
                  fill="#0f172a"
                  stroke="#ffffff"
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {`${row.name}: ${row.value}`}
                </text>
              );
            }}
          />
        </Funnel>
      </FunnelChart>
    </ResponsiveContainer>
  );
}
