import { spawn } from "node:child_process";
import os from "node:os";

/**
 * Uploaded images are decoded and re-encoded in a child process of their own, which is killed
 * when it passes its time budget. Within this process a budget cannot be kept: libvips checks
 * sharp's `timeout()` only between tiles, and librsvg renders an SVG in one call, so a 3 KB SVG
 * of blurred shapes ran 30 s with a 3 s timeout, holding a thread of the pool that password
 * hashing and file reads share (docs/reliability-and-security.md). A child costs ~0.2 s to start,
 * which an upload by staff can spare; the images of the sample content are encoded in-process.
 */

/** What one uploaded image may cost: this long to encode, then it is refused. */
export const IMAGE_BUDGET_MS = 10_000;
/** Encodings at once: one on a machine of two cores, leaving the other to the requests. */
export const IMAGE_ENCODERS = Math.min(2, Math.max(1, os.availableParallelism() - 1));
/** Uploads waiting for an encoder beyond this many are answered 503 at once. */
export const MAX_WAITING_IMAGES = 8;
/** How long an upload waits for an encoder before it is answered 503. */
export const IMAGE_WAIT_MS = 20_000;
/**
 * An SVG is rendered at a size no larger than the stored image needs, and at most this many
 * pixels: the cost of its filters grows with the canvas it declares (6000 × 6000 took 27 s;
 * the same at 480 × 480 takes ~0.2 s).
 */
export const MAX_VECTOR_PIXELS = 4_000_000;

export class ImageRejectedError extends Error {}
/** The image took longer than its budget to encode: too complex (or too large) to accept. */
export class ImageTooComplexError extends ImageRejectedError {}
/** Every encoder is busy and the queue is full, or the wait passed IMAGE_WAIT_MS. */
export class ImageBusyError extends Error {}
/** The client closed its connection before its image was stored. */
export class ClientGoneError extends Error {}

export interface EncodeOptions {
  width: number;
  effort: number;
  quality: number;
  maxInputPixels: number;
}

// Run as `node --input-type=module -e`: reads the image on stdin, writes the WebP on stdout.
const ENCODER_SOURCE = `
const [sharpUrl, optionsText] = process.argv.slice(1);
const options = JSON.parse(optionsText);
const { default: sharp } = await import(sharpUrl);
sharp.concurrency(1);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = Buffer.concat(chunks);
const base = { limitInputPixels: options.maxInputPixels, animated: false };
const info = await sharp(input, base).metadata();
let density;
if (info.format === "svg" && info.width && info.height) {
  const scale = Math.min(1, options.width / info.width, Math.sqrt(options.maxVectorPixels / (info.width * info.height)));
  density = Math.max(1, 72 * scale);
}
const output = await sharp(input, density ? { ...base, density } : base)
  .rotate()
  .resize({ width: options.width, withoutEnlargement: true })
  .webp({ quality: options.quality, effort: options.effort })
  .toBuffer();
process.stdout.write(output);
`;

/**
 * The child's environment: what fontconfig and the locale need (an SVG's text), none of the
 * server's secrets (database URL, SMTP password, link secret), which a decoder has no use for.
 */
function encoderEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) =>
      /^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|XDG_[A-Z_]+|FONTCONFIG_[A-Z_]+)$/.test(name),
    ),
  );
}

/**
 * Encodes one image as WebP in a child process, killed after `budgetMs` (ImageTooComplexError)
 * or as soon as `signal` aborts (ClientGoneError). An image sharp cannot read: ImageRejectedError.
 */
export function encodeInChild(
  input: Buffer,
  options: EncodeOptions,
  budgetMs: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  if (signal?.aborted) return Promise.reject(new ClientGoneError("The client left"));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        ENCODER_SOURCE,
        import.meta.resolve("sharp"),
        JSON.stringify({ ...options, maxVectorPixels: MAX_VECTOR_PIXELS }),
      ],
      { stdio: ["pipe", "pipe", "pipe"], env: encoderEnv() },
    );
    let outcome: Error | undefined;
    const stop = (error: Error) => {
      outcome ??= error;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new ImageTooComplexError(`The image took over ${budgetMs} ms to encode`)),
      budgetMs,
    );
    const onAbort = () => stop(new ClientGoneError("The client left"));
    signal?.addEventListener("abort", onAbort, { once: true });
    const output: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      if (errors.length < 4096) errors += chunk.toString("utf8");
    });
    // A child that dies early closes its stdin: the write's EPIPE is its exit's to report.
    child.stdin.on("error", () => {});
    child.stdin.end(input);
    child.on("error", (error) => stop(error));
    child.on("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (outcome) reject(outcome);
      else if (code === 0) resolve(Buffer.concat(output));
      else reject(new ImageRejectedError("The image could not be read", { cause: new Error(errors.trim()) }));
    });
  });
}

/**
 * A few encodings at a time; the others wait their turn for a bounded time, in a bounded queue.
 * A waiting upload whose client leaves is dropped from the queue.
 */
export class EncoderQueue {
  readonly #slots: number;
  readonly #maxWaiting: number;
  readonly #waitMs: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #idle: (() => void)[] = [];

  constructor(options: { slots: number; maxWaiting: number; waitMs: number }) {
    this.#slots = options.slots;
    this.#maxWaiting = options.maxWaiting;
    this.#waitMs = options.waitMs;
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#turn(signal);
    try {
      return await work();
    } finally {
      this.#running -= 1;
      const next = this.#waiting.shift();
      if (next) next();
      else if (this.#running === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  /** Settles once nothing is encoding or waiting. */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #turn(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new ClientGoneError("The client left"));
    if (this.#running < this.#slots) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#maxWaiting) {
      return Promise.reject(new ImageBusyError("Every image encoder is busy"));
    }
    return new Promise((resolve, reject) => {
      const leave = (error: Error) => {
        const index = this.#waiting.indexOf(start);
        if (index >= 0) this.#waiting.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        if (this.#running === 0 && this.#waiting.length === 0) {
          for (const settle of this.#idle.splice(0)) settle();
        }
        reject(error);
      };
      const start = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.#running += 1;
        resolve();
      };
      const timer = setTimeout(
        () => leave(new ImageBusyError("No image encoder was free in time")),
        this.#waitMs,
      );
      const onAbort = () => leave(new ClientGoneError("The client left"));
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#waiting.push(start);
    });
  }
}
