import { company } from "#src/content/company.ts";
import type { Env } from "#src/platform/env.ts";

/** Mail as configured (src/platform/env.ts), with the company's own address as the default. */
export interface MailSettings {
  /** SMTP_URL is set: mail is sent. Off: mail is written to the outbox as `off` and not sent. */
  on: boolean;
  smtpUrl?: string;
  from: string;
  /** NOTIFY_TO: the company's inbox. */
  companyTo: string;
  /** NOTIFY_TO_APPLICATIONS, else NOTIFY_TO: the careers inbox. */
  careersTo: string;
  /** PUBLIC_ORIGIN without a trailing slash: links to the back office. */
  origin: string;
  /** REPLY_TAG_ADDRESS: replies from a record answer to it, tagged with the record. */
  replyTag?: string;
}

export function mailSettings(env: Env): MailSettings {
  const companyTo = env.NOTIFY_TO ?? company.email;
  return {
    on: env.SMTP_URL !== undefined,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `"${company.name}" <${company.email}>`,
    companyTo,
    careersTo: env.NOTIFY_TO_APPLICATIONS ?? companyTo,
    origin: env.PUBLIC_ORIGIN.replace(/\/$/, ""),
    ...(env.REPLY_TAG_ADDRESS ? { replyTag: env.REPLY_TAG_ADDRESS } : {}),
  };
}
