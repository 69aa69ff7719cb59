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

/**
 * A tooltip's lines in the text colour, not each series' own colour: a light series colour on the
 * tooltip's white fails the contrast a reader needs (axe color-contrast).
 */
const TOOLTIP_ITEM_STYLE = { color: "#0f172a" };

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

/** The kinds' short names, where four must fit side by side on a phone (each word on its own line). */
const SHORT_KIND_LABELS = {
  contact: "Contact",
  hire: "Hire",
  cloud_vps: "Cloud VPS",
  application: "Job apps",
} as const;

/** About how wide a text is drawn, in pixels (the system sans-serif averages under 0.6 em a character). */
export const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.6;

/** An axis tick whose words go one per line, so that side by side they never run into each other. */
function WrappedTick(props: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const words = String(props.payload?.value ?? "").split(" ");
  return (
    <text
      x={Number(props.x)}
      y={Number(props.y) + 4}
      textAnchor="middle"
      fontSize={tick.fontSize}
      fill={tick.fill}
    >
      {words.map((word, index) => (
        <tspan key={word} x={Number(props.x)} dy={index === 0 ? "0.71em" : "1.1em"}>
          {word}
        </tspan>
      ))}
    </text>
  );
}

const VALUE_LABEL_SIZE = 10;

/**
 * A bar's value above it, only where it fits the bar's width: on a phone four bars side by side
 * are narrower than their numbers, which the table beside the chart reads instead.
 */
function FittingValueLabel(props: {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  value?: unknown;
}) {
  const { value } = props;
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  const width = Number(props.width);
  if (!Number.isFinite(width) || textWidth(text, VALUE_LABEL_SIZE) > width) return null;
  return (
    <text
      x={Number(props.x) + width / 2}
      y={Number(props.y) - 4}
      textAnchor="middle"
      fontSize={VALUE_LABEL_SIZE}
      fill="#1e293b"
      data-value-label=""
    >
      {text}
    </text>
  );
}

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
        <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
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
        <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
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
      replyMedian: hours(row.reply_median),
      firstMedian: hours(row.first_median),
      firstP90: hours(row.first_p90),
      doneMedian: hours(row.done_median),
      doneP90: hours(row.done_p90),
    }));
  const bars = [
    { key: "replyMedian", name: "To first reply, median (h)", fill: "#009E73" },
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
        <XAxis dataKey="label" tick={<WrappedTick />} interval={0} height={40} />
        <YAxis tick={tick} />
        <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        {bars.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.fill} isAnimationActive={false}>
            <LabelList dataKey={bar.key} content={<FittingValueLabel />} />
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const STAGE_COLOURS = ["#0072B2", "#56B4E9", "#009E73", "#E69F00", "#D55E00"];

const STAGE_LABEL_SIZE = 13;
/** Room on the funnel's right for a stage's label that does not fit inside its shape. */
const BESIDE_ROOM = 120;

export function PipelineChart({ stages }: { stages: Overview["pipeline"][number] }) {
  const rows = PIPELINE_STAGES.map((stage, index) => ({
    name: overviewTexts.stageLabels[stage],
    value: stages[stage],
    fill: STAGE_COLOURS[index],
  }));
  // A funnel of nothing has no shapes to write in.
  if (rows.every((row) => row.value === 0)) {
    return <p className="py-6 text-center text-sm text-slate-600">{overviewTexts.noApplicants}</p>;
  }
  return (
    <ResponsiveContainer width="100%" height={280}>
      <FunnelChart
        margin={{ top: 8, right: BESIDE_ROOM, bottom: 8, left: 8 }}
        title="Applicant pipeline"
        desc="How many applicants reached each stage."
      >
        <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
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
              const text = `${row.name}: ${row.value}`;
              const left = Number(x);
              const shapeWidth = Number(width);
              if (!Number.isFinite(left) || !Number.isFinite(shapeWidth)) return null;
              // Inside its shape when it fits there, else just beside it on the right (the
              // funnel's right margin keeps room for it): never across a shape's edge.
              const inside = textWidth(text, STAGE_LABEL_SIZE) + 12 <= shapeWidth;
              return (
                <text
                  x={inside ? left + shapeWidth / 2 : left + shapeWidth + 6}
                  y={Number(y) + Number(height) / 2}
                  textAnchor={inside ? "middle" : "start"}
                  dominantBaseline="middle"
                  fontSize={STAGE_LABEL_SIZE}
                  fontWeight={600}
                  fill="#0f172a"
                  stroke="#ffffff"
                  strokeWidth={3}
                  paintOrder="stroke"
                  data-stage-label={inside ? "inside" : "beside"}
                >
                  {text}
                </text>
              );
            }}
          />
        </Funnel>
      </FunnelChart>
    </ResponsiveContainer>
  );
}
