import type { Env } from "#src/platform/env.ts";

/** How to reach the mailbox of IMAP_URL (validated by src/platform/env.ts). */
export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  /** `host/user/mailbox`: names the mailbox in the database; never holds the password. */
  key: string;
}

export function imapSettings(env: Env): ImapSettings | undefined {
  if (!env.IMAP_URL) return undefined;
  const url = new URL(env.IMAP_URL);
  const secure = url.protocol === "imaps:" || env.IMAP_TLS === true;
  const user = decodeURIComponent(url.username);
  const mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user,
    password: decodeURIComponent(url.password),
    mailbox,
    key: `${url.hostname}/${user}/${mailbox}`.slice(0, 400),
  };
}
