import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DiskStorage, type FileStorage } from "./file-storage.ts";
import type { ResumeType } from "./file-types.ts";

/** How long a signed resume link works (at most 10 minutes). */
export const RESUME_LINK_SECONDS = 10 * 60;

/**
 * Resumes are personal data: stored under DATA_DIR/private/resumes (outside every public path)
 * or in object storage, never public) under random names, and handed out only through short-lived
 * HMAC-signed links that the product itself answers (docs/decisions/0027-object-storage.md).
 */
export class ResumeStore {
  readonly storage: FileStorage;
  readonly #secret: Buffer;

  private constructor(storage: FileStorage, secret: Buffer) {
    this.storage = storage;
    this.#secret = secret;
  }

  /**
   * The signing secret is RESUME_LINK_SECRET when set; otherwise 32 random bytes kept in
   * DATA_DIR/private/link-secret, created once, so every instance sharing DATA_DIR agrees.
   */
  static async open(
    privateDir: string,
    configuredSecret?: string,
    storage?: FileStorage,
  ): Promise<ResumeStore> {
    const root = path.join(privateDir, "resumes");
    await fs.mkdir(storage && storage.kind !== "disk" ? privateDir : root, { recursive: true, mode: 0o700 });
    let secret: Buffer;
    if (configuredSecret) {
      secret = Buffer.from(configuredSecret, "utf8");
    } else {
      const file = path.join(privateDir, "link-secret");
      try {
        await fs.writeFile(file, randomBytes(32), { flag: "wx", mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      secret = await fs.readFile(file);
    }
    return new ResumeStore(storage ?? new DiskStorage(root, { mode: 0o600 }), secret);
  }

  async save(data: Buffer, type: ResumeType): Promise<string> {
    const name = `${randomUUID()}.${type.ext}`;
    await this.storage.put(name, data, type.mime);
    return name;
  }

  /** The stored bytes of one resume, or null when there is none. */
  async read(name: string): Promise<Buffer | null> {
    return this.storage.get(path.basename(name));
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (name) await this.storage.remove(path.basename(name));
  }

  #sign(name: string, expires: number, inline: boolean): string {
    // An inline link signs that it is one: `inline=1` cannot be added to a download link.
    const signed = `resume:${name}:${expires}${inline ? ":inline" : ""}`;
    return createHmac("sha256", this.#secret).update(signed).digest("base64url");
  }

  /**
   * A link to one resume, valid until now + RESUME_LINK_SECONDS. `inline`: the file is to be
   * shown in the page (a PDF in the inbox), not downloaded.
   */
  signedUrl(name: string, now: Date, options: { inline?: boolean } = {}): string {
    const inline = options.inline === true;
    const expires = Math.floor(now.getTime() / 1000) + RESUME_LINK_SECONDS;
    return `/uploads/resumes/${encodeURIComponent(name)}?expires=${expires}${inline ? "&inline=1" : ""}&signature=${this.#sign(name, expires, inline)}`;
  }

  /** True when the signature is ours, for this name (and this use), and not expired (nor absurdly far ahead). */
  verify(
    name: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
    options: { inline?: boolean } = {},
  ): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    const expiresAt = Number(expires);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (expiresAt < nowSeconds || expiresAt > nowSeconds + RESUME_LINK_SECONDS) return false;
    const expected = Buffer.from(this.#sign(name, expiresAt, options.inline === true));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
