import type { ChangeSignal } from "#src/platform/change-signal.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { Editions } from "#src/platform/editions/editions.ts";
import type { Env } from "#src/platform/env.ts";
import type { MultipartDoc } from "#src/platform/http/openapi.ts";
import type { MailService } from "#src/platform/mail/mail-service.ts";
import type { MediaLibrary } from "#src/platform/media/media-library.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import type { ResumeStore } from "#src/platform/uploads/resume-store.ts";

/** What every feature's routes get from the app (src/server/app/context.ts). */
export interface ApiContext {
  db: Db;
  /** PostgreSQL may be shared by several instances: limits are then counted in it. */
  databaseKind: "pglite" | "postgres";
  env: Env;
  images: ImageStore;
  resumes: ResumeStore;
  /** Public reads; cleared after every write that changes what the public sees. */
  cache: ContentCache;
  /**
   * Drafts, versions, schedules, the trash and preview links of what the public site shows
   * (src/platform/editions/editions.ts): each editable registers itself with its routes.
   */
  editions: Editions;
  /**
   * Every public image as a library item (src/platform/media/media-library.ts): each feature
   * declares where its records show images with its routes.
   */
  media: MediaLibrary;
  /** The outbox: submissions enqueue their mails in their own transaction. */
  mail: MailService;
  /**
   * Submissions arrived, changed status or went (a form post, the inbox, a delete, erasure):
   * told after the change has committed, on this instance and on the others.
   */
  submissions: ChangeSignal;
  now: () => Date;
  /**
   * The display names of staff accounts by id (an account without one, or removed, is absent):
   * notes, history and the audit log name people by name, and keep their number for a removed
   * account. Given by the composition root, as accounts are a feature of their own.
   */
  staffNames: (ids: readonly (number | null | undefined)[]) => Promise<Map<number, string>>;
  /** Every staff account, for choosing an assignee and mailing one (given by the composition root). */
  staffDirectory: () => Promise<StaffMember[]>;
}

/** A staff account as the features that mail or assign people see it. */
export interface StaffMember {
  id: number;
  number: string;
  name: string;
  /** Empty when the account has none: no mail can reach it. */
  email: string;
  roles: readonly string[];
  /** False when the account is disabled. */
  active: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without an admin token (marked per route); everything else is guarded. */
    public?: boolean;
    /**
     * A public route that answers staff more (a list's hidden rows): the session, when a valid
     * token comes, is read into `request.admin`; without one the visitor's answer is given.
     */
    readsSession?: boolean;
    /** The answer also carries `Success` (the admin login and one hire form read it). */
    capitalSuccess?: boolean;
    /** A failure also carries `error` (the portfolio screens use it when present). */
    errorField?: boolean;
    /** The multipart body, for OpenAPI only (such routes validate their parts themselves). */
    multipartDoc?: MultipartDoc;
    /**
     * An admin route the browser calls by itself (the inbox's event stream): it does not count
     * as activity, so an open tab does not keep an idle session alive.
     */
    passiveSession?: boolean;
    /**
     * An admin route that answers while the account owes a new password or a two-factor set-up
     * (the session, sign-out, the own account's password and two-factor routes); the others say 403.
     */
    whileOwed?: boolean;
  }
  interface FastifyRequest {
    admin?: {
      sessionId: number;
      adminId: number;
      number: string;
      /** What the account may do (src/lib/permissions.ts). */
      roles: readonly string[];
    };
  }
}
