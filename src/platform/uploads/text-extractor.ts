import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * The text of a resume (PDF or DOCX), read in a child process of its own: a hostile document
 * (a PDF whose fonts or streams make the parser loop or swell) costs that child its time and
 * memory budget and is then killed, never the server's event loop or heap. One child reads one
 * file after another and is started again after a kill or a crash
 * (docs/decisions/0040-resume-text-search.md).
 */

/** What one file may cost: this long to read, then the child is killed and the file marked failed. */
export const EXTRACT_BUDGET_MS = 10_000;
/** The child's heap, in MiB: a document that needs more fails, the server's RSS does not grow. */
export const EXTRACT_HEAP_MB = 160;
/** Characters kept of a resume's text (some 25 pages); the rest is not searched. */
export const MAX_RESUME_TEXT = 100_000;

export type ExtractedText =
  | { outcome: "text"; text: string }
  /** Readable, but nothing to read: a DOC (no well-kept reader), a scanned PDF. */
  | { outcome: "none"; reason: string }
  /** Unreadable: corrupt, encrypted, or past its budget. */
  | { outcome: "failed"; reason: string };

export type ExtractableType = "application/pdf" | "application/msword" | string;

// Run as `node --input-type=module -e`: answers each { id, type, data } it is sent over IPC with
// { id, text } or { id, error, encrypted }.
const READER_SOURCE = `
const [pdfUrl, mammothUrl] = process.argv.slice(1);
let pdfjs, mammoth;
// The server went (stopped or killed): nothing is left to read for.
process.on("disconnect", () => process.exit(0));
process.on("message", async ({ id, type, data }) => {
  try {
    const bytes = new Uint8Array(data);
    let text = "";
    if (type === "application/pdf") {
      pdfjs ??= await import(pdfUrl);
      const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
      const pdf = await task.promise;
      const pages = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        pages.push(content.items.map((item) => item.str ?? "").join(" "));
        page.cleanup();
        if (pages.join("\\n").length > ${MAX_RESUME_TEXT}) break;
      }
      await task.destroy();
      text = pages.join("\\n");
    } else {
      mammoth ??= (await import(mammothUrl)).default;
      text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    }
    process.send({ id, text });
  } catch (error) {
    process.send({ id, error: String(error?.name ?? "Error"), encrypted: error?.name === "PasswordException" });
  }
});
`;

/** The child's environment: none of the server's secrets, which a document reader has no use for. */
function readerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => /^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+)$/.test(name)),
  );
}

/** Control characters and lone surrogates out, runs of blank space made one, the length capped. */
export function cleanText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ")
      .replace(/[\ud800-\udfff]/g, (character, offset: number, whole: string) => {
        const code = character.charCodeAt(0);
        const next = whole.charCodeAt(offset + 1);
        const previous = whole.charCodeAt(offset - 1);
        const paired =
          (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) ||
          (code >= 0xdc00 && previous >= 0xd800 && previous < 0xdc00);
        return paired ? character : " ";
      })
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/\s*\n\s*/g, "\n")
      .trim()
      .slice(0, MAX_RESUME_TEXT)
  );
}

interface Pending {
  id: number;
  resolve: (answer: ExtractedText) => void;
  timer: NodeJS.Timeout;
}

export class TextExtractor {
  #child: ChildProcess | undefined;
  #pending: Pending | undefined;
  #nextId = 1;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #budgetMs: number;

  constructor(options: { budgetMs?: number } = {}) {
    this.#budgetMs = options.budgetMs ?? EXTRACT_BUDGET_MS;
  }

  /** The text of one file; files are read one after another. */
  extract(data: Buffer, type: ExtractableType): Promise<ExtractedText> {
    const run = this.#queue.then(() => this.#extractNow(data, type));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the child (the server is stopping). */
  close() {
    this.#child?.kill("SIGKILL");
    this.#child = undefined;
  }

  #extractNow(data: Buffer, type: ExtractableType): Promise<ExtractedText> {
    if (type !== "application/pdf" && !type.includes("wordprocessingml")) {
      return Promise.resolve({ outcome: "none", reason: "no reader for this kind of file" });
    }
    const child = this.#ensureChild();
    const id = this.#nextId++;
    return new Promise<ExtractedText>((resolve) => {
      const timer = setTimeout(() => {
        this.#fail("took longer than its budget");
      }, this.#budgetMs);
      this.#pending = { id, resolve, timer };
      child.send({ id, type, data });
    });
  }

  #ensureChild(): ChildProcess {
    if (this.#child && this.#child.exitCode === null && !this.#child.killed) return this.#child;
    const require = createRequire(import.meta.url);
    const pdfUrl = pathToFileURL(require.resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;
    const mammothUrl = pathToFileURL(require.resolve("mammoth")).href;
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${EXTRACT_HEAP_MB}`,
        "--input-type=module",
        "-e",
        READER_SOURCE,
        pdfUrl,
        mammothUrl,
      ],
      { stdio: ["ignore", "ignore", "ignore", "ipc"], serialization: "advanced", env: readerEnv() },
    );
    child.on("message", (message: { id: number; text?: string; error?: string; encrypted?: boolean }) => {
      const pending = this.#pending;
      if (!pending || pending.id !== message.id) return;
      this.#pending = undefined;
      clearTimeout(pending.timer);
      if (message.text !== undefined) {
        const text = cleanText(message.text);
        pending.resolve(
          text ? { outcome: "text", text } : { outcome: "none", reason: "no text in the file" },
        );
      } else {
        pending.resolve({ outcome: "failed", reason: message.encrypted ? "encrypted" : "unreadable" });
      }
    });
    // A child killed by #fail is no longer the current one: its exit fails nothing more.
    child.on("exit", () => {
      if (this.#child === child) this.#fail("the reader stopped (out of memory or crashed)");
    });
    child.on("error", () => {
      if (this.#child === child) this.#fail("the reader could not start");
    });
    // The server does not wait for an idle reader to exit.
    child.unref();
    child.channel?.unref();
    this.#child = child;
    return child;
  }

  /** The file being read fails; its child is killed (a new one starts for the next file). */
  #fail(reason: string) {
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending) {
      clearTimeout(pending.timer);
      pending.resolve({ outcome: "failed", reason });
    }
    if (this.#child) {
      this.#child.kill("SIGKILL");
      this.#child = undefined;
    }
  }
}
