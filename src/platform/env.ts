import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable is validated here, once, at start;
 * a bad value stops the process with a message that names the variable.
 */

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

/** `a@b.example`, `Name <a@b.example>`, or several of them separated by commas; no line breaks. */
const mailbox = /^\s*(?:[^<>\r\n,]*<[^\s@<>,]+@[^\s@<>,]+>|[^\s@<>,]+@[^\s@<>,]+)\s*$/;
const mailboxList = z
  .string()
  .refine(
    (value) => value.split(",").every((part) => mailbox.test(part)),
    "must be one or more e-mail addresses (`a@example.com` or `Name <a@example.com>`), comma-separated",
  );

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

function isAddressList(value: string): boolean {
  return value.split(",").every((part) => {
    const [address = "", prefix, extra] = part.trim().split("/");
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
}

function isImapUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "imap:" || url.protocol === "imaps:") &&
      url.hostname !== "" &&
      url.username !== "" &&
      url.password !== "" &&
      (url.port === "" || Number(url.port) > 0)
    );
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * How long a start waits for a PostgreSQL server that refuses or does not answer (it tries
   * again meanwhile, with a growing pause) before it gives up; 0: one try.
   */
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  ADMIN_NUMBER: z
    .string()
    .regex(/^\+?[0-9]{6,15}$/, "must be 6 to 15 digits, optionally starting with +")
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(128).optional(),
  /** The first admin's display name; unset, it is asked for at its first sign-in. */
  ADMIN_NAME: z.string().trim().min(1).max(100).optional(),
  SEED_SAMPLE_CONTENT: booleanFlag.default(true),
  /** Unset: `http://localhost:<PORT>`, so links in mails follow the port (readEnv). */
  PUBLIC_ORIGIN: z.url().optional(),
  CLIENT_PORTAL_URL: z.url().default("https://portal.arvexa.example/clientarea.php"),
  BILLING_ORDER_URL: z.url().default("https://portal.arvexa.example/cart.php"),
  BOOKING_URL: z.url().default("https://meet.arvexa.example/book/discovery-call"),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  FORM_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  /** The memory budget of the cache of public reads and rendered pages, in MiB (least recently used go first). */
  CONTENT_CACHE_MAX_MB: positiveInt.max(65_536).default(64),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** A request slower than this many milliseconds is logged on its own line, whatever it is. */
  LOG_SLOW_MS: positiveInt.default(500),
  /** How often the count of public reads (not logged one by one) is written, in seconds. */
  LOG_SUMMARY_SECONDS: positiveInt.default(60),
  TRUST_PROXY: z.string().optional(),
  /** Signs the admin's resume links; unset: a secret kept in DATA_DIR/private/link-secret. */
  RESUME_LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** smtp:// or smtps://, with user and password when the server needs them; unset: mail is off. */
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /**
   * The mailbox answers to replies arrive in: `imap://user:password@host:port/INBOX`, or
   * `imaps://…` for TLS from the start (user and password percent-encoded; the path is the
   * mailbox, INBOX when empty). Unset: answers are not read (docs/decisions/0038-imap-intake.md).
   */
  IMAP_URL: z
    .string()
    .refine(
      isImapUrl,
      "must be an imap:// or imaps:// URL with user and password, e.g. imap://user:password@mail.example.com:143/INBOX",
    )
    .optional(),
  /** TLS on an imap:// URL (imaps:// always uses it). */
  IMAP_TLS: booleanFlag.optional(),
  /** How often the mailbox is read, in seconds (also once at start). */
  IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  /**
   * The shared mailbox's own address (`sales@company.com`), when its provider delivers
   * plus-addresses to it: a reply sent from a record says `Reply-To: sales+c12@company.com`, so an
   * answer comes back to the record even without In-Reply-To. Unset: no Reply-To.
   */
  REPLY_TAG_ADDRESS: z
    .string()
    .trim()
    .regex(
      /^[^\s@<>,+"]{1,64}@[^\s@<>,"]+\.[^\s@<>,"]+$/,
      "must be one plain address without a +tag, e.g. sales@company.com",
    )
    .optional(),
  /** The sender of every mail: an address, or `Name <address>`. */
  MAIL_FROM: mailboxList.optional(),
  /** The company's inbox for new submissions: one or more addresses, comma-separated. */
  NOTIFY_TO: mailboxList.optional(),
  /** The careers inbox for job applications; NOTIFY_TO when unset. */
  NOTIFY_TO_APPLICATIONS: mailboxList.optional(),
  /**
   * How long a shared cache in front (a CDN, Varnish, nginx) may keep a public page or read
   * before asking again (`s-maxage`); 0 (the default): it asks every time, and the ETag makes
   * that a 304 when nothing changed (docs/decisions/0043-http-caching.md).
   */
  EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /** How long past that it may still answer while it asks again (`stale-while-revalidate`). */
  EDGE_STALE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /**
   * The cache in front, told what a save changed: each write sends `PURGE <PURGE_URL>` with
   * `Surrogate-Key: <keys>` (deploy/varnish/default.vcl), from a queue that keeps it until the
   * cache answers 2xx. Unset: nothing is purged.
   */
  PURGE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .optional(),
  /**
   * How PURGE_URL is told: `keys` sends `PURGE <PURGE_URL>` with the changed `Surrogate-Key`s (a
   * cache that drops by key: Varnish); `paths` sends `PURGE <PURGE_URL><path>` for each path the
   * cache was let keep that shows a changed key (a cache that drops by address: nginx,
   * deploy/nginx/nginx.conf; docs/decisions/0053-nginx-edge.md).
   */
  PURGE_BY: z.enum(["keys", "paths"]).default("keys"),
  /**
   * A CDN's purge-by-tag API instead of PURGE_URL: `cloudflare` purges the changed `Cache-Tag`s
   * through its API with CDN_ZONE_ID and CDN_API_TOKEN (docs/decisions/0045-cdn-purge.md).
   */
  CDN_PURGE_API: z.enum(["cloudflare"]).optional(),
  /** The zone's ID (its Overview page in Cloudflare's dashboard). */
  CDN_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "must be the zone's ID: 32 hexadecimal digits (the zone's Overview page)")
    .optional(),
  /** An API token with the permission Zone > Cache Purge > Purge; never logged. */
  CDN_API_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, "must be an API token: 20 or more letters, digits, - or _")
    .optional(),
  /** The API's base URL (a test points it at its own server). */
  CDN_API_URL: z
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .default("https://api.cloudflare.com/client/v4"),
  /** The company's IANA time zone: the back office's overview counts days there. */
  COMPANY_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone name, such as Asia/Kolkata")
    .default("Asia/Kolkata"),
  /**
   * Images and resumes go to this S3-compatible bucket (credentials by the AWS SDK's own
   * variables: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE…); unset: DATA_DIR on disk.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The S3-compatible server's URL; unset: the provider's own (from S3_REGION). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Bucket in the path rather than the host name; the default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** A key prefix inside the bucket (several sites in one bucket). */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, "must be folder names separated by /")
    .refine(
      (value) => value.split("/").every((part) => part !== "." && part !== ".."),
      "must not hold . or ..",
    )
    .optional(),
  /** Addresses or CIDR ranges allowed to read /metrics, comma-separated. */
  METRICS_ALLOW: z
    .string()
    .refine(isAddressList, "must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)")
    .default("127.0.0.1,::1"),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_ORIGIN"> & {
  PUBLIC_ORIGIN: string;
  dataDir: string;
};

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, so that `FOO=` in a .env file means "use the default".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  if ((parsed.data.ADMIN_NUMBER === undefined) !== (parsed.data.ADMIN_PASSWORD === undefined)) {
    throw new EnvError(
      "Invalid environment configuration:\n  ADMIN_NUMBER and ADMIN_PASSWORD must be set together",
    );
  }
  const cdn = parsed.data;
  if (cdn.CDN_PURGE_API && (!cdn.CDN_ZONE_ID || !cdn.CDN_API_TOKEN)) {
    throw new EnvError(
      "Invalid environment configuration:\n  CDN_PURGE_API needs CDN_ZONE_ID and CDN_API_TOKEN",
    );
  }
  if (!cdn.CDN_PURGE_API && (cdn.CDN_ZONE_ID || cdn.CDN_API_TOKEN)) {
    throw new EnvError(
      "Invalid environment configuration:\n  CDN_ZONE_ID and CDN_API_TOKEN purge nothing without CDN_PURGE_API=cloudflare",
    );
  }
  if (cdn.PURGE_BY === "paths" && !cdn.PURGE_URL) {
    throw new EnvError(
      "Invalid environment configuration:\n  PURGE_BY=paths needs PURGE_URL: the address of the cache's purges (deploy/nginx/nginx.conf)",
    );
  }
  if (cdn.CDN_PURGE_API && cdn.PURGE_URL) {
    throw new EnvError(
      "Invalid environment configuration:\n  PURGE_URL and CDN_PURGE_API name two caches to purge: set one",
    );
  }
  return {
    ...parsed.data,
    PUBLIC_ORIGIN: parsed.data.PUBLIC_ORIGIN ?? `http://localhost:${parsed.data.PORT}`,
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
