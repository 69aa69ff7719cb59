import fs from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Env } from "#src/platform/env.ts";

/**
 * Where stored files live: a folder on the local disk, or a prefix in an S3-compatible bucket
 * (docs/decisions/0027-object-storage.md). Keys are relative (`clients/<uuid>.webp`, `<uuid>.pdf`);
 * every key the product makes is a random name it chose, never a name a client sent.
 */
export interface FileStorage {
  readonly kind: "disk" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Removes every key that starts with `prefix` (a folder's worth: `team/<uuid>/`). */
  removeUnder(prefix: string): Promise<void>;
  /** Every key under this storage (backup). */
  list(): AsyncIterable<string>;
}

/** A file being written beside its final name (`DiskStorage.put`, the image store's journals). */
export const PARTIAL_SUFFIX = ".partial";

export class DiskStorage implements FileStorage {
  readonly kind = "disk";
  readonly root: string;
  readonly #mode: number | undefined;

  constructor(root: string, options: { mode?: number } = {}) {
    this.root = root;
    this.#mode = options.mode;
  }

  pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Key outside the storage: ${key}`);
    return target;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${target}${PARTIAL_SUFFIX}`;
    await fs.writeFile(partial, data, this.#mode === undefined ? {} : { mode: this.#mode });
    await fs.rename(partial, target);
  }

  /**
   * Removes what writes cut short left (`put` writes `<key>.partial`, then renames it: a process
   * killed in between leaves the partial file, which nothing lists or serves), when it is older
   * than `olderThanMs`. Answers how many went. Object storage has no such leftovers: a PUT
   * stores the whole object or nothing.
   */
  async removePartials(olderThanMs = 0, now = Date.now()): Promise<number> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw error;
    }
    let removed = 0;
    for (const entry of entries) {
      if (!entry.endsWith(PARTIAL_SUFFIX)) continue;
      const file = path.join(this.root, entry);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < olderThanMs) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async removeUnder(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries.sort()) {
      if (entry.endsWith(PARTIAL_SUFFIX)) continue;
      const stat = await fs.stat(path.join(this.root, entry)).catch(() => null);
      if (stat?.isFile()) yield entry.split(path.sep).join("/");
    }
  }
}

export class S3Storage implements FileStorage {
  readonly kind = "s3";
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(client: S3Client, bucket: string, prefix: string) {
    this.#client = client;
    this.#bucket = bucket;
    this.#prefix = prefix.endsWith("/") ? prefix : `${prefix}/`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { GetObjectCommand, NoSuchKey } = await import("@aws-sdk/client-s3");
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      ) {
        return null;
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
  }

  async removeUnder(prefix: string): Promise<void> {
    const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: this.#prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) await this.remove(object.Key.slice(this.#prefix.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<string> {
    const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield object.Key.slice(this.#prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/** Images and resumes: each in its own place, on disk under DATA_DIR or under the bucket's prefix. */
export interface Storages {
  images: FileStorage;
  resumes: FileStorage;
}

type S3Env = Pick<
  Env,
  "dataDir" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "S3_PREFIX"
>;

/**
 * The configured storages. With S3_BUCKET, images go under `<prefix>/uploads/` and resumes under
 * `<prefix>/resumes/` in the bucket (neither readable publicly: the product serves both itself);
 * without it, DATA_DIR/uploads and DATA_DIR/private/resumes.
 */
export async function openStorages(env: S3Env): Promise<Storages> {
  if (!env.S3_BUCKET) {
    return {
      images: new DiskStorage(path.join(env.dataDir, "uploads")),
      resumes: new DiskStorage(path.join(env.dataDir, "private", "resumes"), { mode: 0o600 }),
    };
  }
  // The SDK is loaded only when a bucket is configured: it never enters a disk-only process.
  const { S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  });
  const base = env.S3_PREFIX ? `${env.S3_PREFIX}/` : "";
  return {
    images: new S3Storage(client, env.S3_BUCKET, `${base}uploads/`),
    resumes: new S3Storage(client, env.S3_BUCKET, `${base}resumes/`),
  };
}
