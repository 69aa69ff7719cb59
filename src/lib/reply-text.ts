// The new words of an answer by mail, without the history it quotes
// (docs/decisions/0038-imap-intake.md). Browser-safe and framework-free.

/** "On Tue, 5 Nov 2026 at 10:00, Asha <asha@example.com> wrote:" (also split over two lines). */
const WROTE_LINE = /^\s*On\b.{0,300}\bwrote:\s*$/is;
/** Other clients' markers of where the quoted mail starts. */
const HISTORY_MARKERS = [
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^\s*-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  /^\s*Le .{0,300} a \u00e9crit\s*:\s*$/is,
  /^\s*Am .{0,300} schrieb .{0,200}:\s*$/is,
];
/** An Outlook header block of the quoted mail: "From: …" followed by "Sent:"/"Date:" and "To:"/"Subject:". */
const OUTLOOK_FROM = /^\s*\*?From:\*?\s/i;
const OUTLOOK_NEXT = /^\s*\*?(Sent|Date|To|Subject):\*?\s/i;

/**
 * The answer's own text: everything before the first "On … wrote:" line (or another client's
 * marker of quoted history), without lines quoted with `>`, trailing blank lines and spaces
 * removed. A text that is nothing but quotation is given back as it came (trimmed), so nothing a
 * person wrote is lost.
 */
export function stripQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const withNext = `${line} ${lines[index + 1] ?? ""}`;
    if (
      WROTE_LINE.test(line) ||
      (/^\s*On\b/i.test(line) && /wrote:\s*$/i.test(lines[index + 1] ?? "") && WROTE_LINE.test(withNext)) ||
      HISTORY_MARKERS.some((marker) => marker.test(line)) ||
      (OUTLOOK_FROM.test(line) && OUTLOOK_NEXT.test(lines[index + 1] ?? ""))
    ) {
      end = index;
      break;
    }
  }
  const own = lines
    .slice(0, end)
    .filter((line) => !/^\s*>/.test(line))
    .map((line) => line.replace(/\s+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return own === "" ? text.trim() : own;
}
