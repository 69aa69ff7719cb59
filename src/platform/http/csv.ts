import { PassThrough, pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";
import { DEFAULT_TIME_ZONE, formatOffsetDateTime, wallClockDate } from "#src/lib/date-time.ts";

/** What an export's cell may hold: text, a number, a time (a Date), or nothing. */
export type ExportValue = string | number | Date | null;

/** One column of an export: its heading and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => ExportValue;
  /**
   * "number": a value that is a number written as text (a salary stored as numeric) becomes a
   * number cell in Excel; anything else in the column stays text.
   */
  type?: "number";
}

/** The two formats a list exports in (`format=csv`, `format=xlsx`). */
export type ExportFormat = "csv" | "xlsx";

interface ExportSpec<Row> {
  /** With its extension. */
  filename: string;
  columns: CsvColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  /** Times are written in this zone (COMPANY_TIME_ZONE); Asia/Kolkata when not given. */
  timeZone?: string;
}

/** The file name as a header value: what the name had beyond letters, digits, `.` and `-` is `-`. */
const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, "-")}"`;

/**
 * Answers an export as a CSV download, streamed: `batches` are read one at a time as the client
 * takes the bytes (backpressure), so a large export never sits in memory. The file starts with a
 * UTF-8 byte order mark (so that spreadsheet programs read Devanagari or Gujarati names right),
 * then a header row; records end with CRLF and are quoted where RFC 4180 needs it, and a cell
 * that a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe (csv-stringify's escape_formulas). A time is the company's
 * wall clock with its offset (`2026-11-26T20:33:01+05:30`).
 */
export function sendCsv<Row>(reply: FastifyReply, spec: ExportSpec<Row>): FastifyReply {
  const { columns, batches } = spec;
  const timeZone = spec.timeZone ?? DEFAULT_TIME_ZONE;
  const text = (value: ExportValue) =>
    value instanceof Date ? formatOffsetDateTime(value, timeZone) : (value ?? "");
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => text(column.value(row)));
    }
  }
  const csv = stringify({ bom: true, record_delimiter: "windows", escape_formulas: true });
  // A failed read (the database gone mid-export) ends the download cut short, and is logged.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      reply.log.error({ err: error }, "CSV export failed");
    }
  });
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", attachment(spec.filename))
    .send(csv);
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A cell's value as exceljs writes it: never a formula object, so no cell can run as one. */
function xlsxCell(value: ExportValue, type: CsvColumn<unknown>["type"], timeZone: string) {
  if (value === null) return null;
  if (value instanceof Date) return wallClockDate(value, timeZone) ?? null;
  if (typeof value === "number") return value;
  if (type === "number" && NUMERIC.test(value)) return Number(value);
  // A string is a string cell whatever it starts with ("=1+1", "+91…"): exceljs makes a formula
  // only of a { formula } object, and writes no apostrophe (checked by parsing the file back in
  // src/features/inbox/server/xlsx-export.routes.test.ts).
  return value;
}

/**
 * Answers an export as an Excel workbook (.xlsx), streamed like the CSV: one sheet, a bold header
 * row, typed cells (text, numbers, times as dates in the company's time zone, shown
 * `yyyy-mm-dd hh:mm:ss`), columns sized to their heading.
 */
export function sendXlsx<Row>(reply: FastifyReply, spec: ExportSpec<Row>): FastifyReply {
  const timeZone = spec.timeZone ?? DEFAULT_TIME_ZONE;
  const output = new PassThrough();
  (async () => {
    // Loaded at the first Excel export, not at start: most instances never write one.
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet("Export", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = spec.columns.map((column) => ({
      header: column.header,
      key: column.header,
      width: Math.min(60, Math.max(12, column.header.length + 4)),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of spec.batches) {
      for (const row of batch) {
        const added = sheet.addRow(
          spec.columns.map((column) => xlsxCell(column.value(row), column.type, timeZone)),
        );
        added.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = "yyyy-mm-dd hh:mm:ss";
        });
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, "Excel export failed");
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", attachment(spec.filename))
    .send(output);
}

/** An export in the format asked for: `name` without its extension. */
export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  spec: Omit<ExportSpec<Row>, "filename"> & { name: string },
): FastifyReply {
  const { name, ...rest } = spec;
  return format === "xlsx"
    ? sendXlsx(reply, { ...rest, filename: `${name}.xlsx` })
    : sendCsv(reply, { ...rest, filename: `${name}.csv` });
}
