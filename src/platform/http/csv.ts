import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

/** One column of an export: its heading and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * Answers an export as a CSV download, streamed: `batches` are read one at a time as the client
 * takes the bytes (backpressure), so a large export never sits in memory. The file starts with a
 * UTF-8 byte order mark (so that spreadsheet programs read Devanagari or Gujarati names right),
 * then a header row; records end with CRLF and are quoted where RFC 4180 needs it, and a cell
 * that a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe (csv-stringify's escape_formulas).
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  spec: { filename: string; columns: CsvColumn<Row>[]; batches: AsyncIterable<Row[]> },
): FastifyReply {
  const { columns, batches } = spec;
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row) ?? "");
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
    .header("content-disposition", `attachment; filename="${spec.filename.replace(/[^\w.-]/g, "-")}"`)
    .send(csv);
}
