import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

// A real IMAP server for the tests: Dovecot from Debian (`dovecot-imapd`), started with a config
// of its own in a temporary folder (plain-text login on 127.0.0.1, one passwd-file user, a
// maildir in that folder, a free port) and stopped afterwards. Runs as root (mail then belongs
// to Dovecot's own `dovecot` user) and as any other user (everything is that user's).

export const DOVECOT = "/usr/sbin/dovecot";

/**
 * Whether the tests that need Dovecot can run. Missing in CI (CI or REQUIRE_DOVECOT set, as
 * .ci/run does after installing it) is a failure; on a developer's machine those tests are
 * skipped with the reason printed.
 */
export function dovecotAvailable(): boolean {
  if (existsSync(DOVECOT)) return true;
  if (process.env.CI)
    throw new Error(`${DOVECOT} is missing: install dovecot-imapd (apt-get install dovecot-imapd)`);
  console.warn(`Skipping the IMAP tests: ${DOVECOT} is not installed (apt-get install dovecot-imapd).`);
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `dovecot exited (${child.exitCode}): ${await fs.readFile(log, "utf8").catch(() => "")}`,
      );
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class DovecotTestServer {
  readonly user = "answers@office.example";
  readonly password = `pw-${Math.random().toString(36).slice(2)}`;
  port = 0;
  #dir = "";
  #child: ChildProcess | undefined;

  /** IMAP_URL for the app: the user and password percent-encoded, INBOX. */
  get url(): string {
    return `imap://${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/INBOX`;
  }

  async start(): Promise<this> {
    this.#dir = await fs.mkdtemp(path.join(os.tmpdir(), "dovecot-test-"));
    this.port = await freePort();
    const dir = this.#dir;
    const root = process.getuid?.() === 0;
    const me = os.userInfo().username;
    await fs.mkdir(path.join(dir, "run"));
    await fs.mkdir(path.join(dir, "state"));
    await fs.mkdir(path.join(dir, "mail"));
    await fs.chmod(dir, 0o755);
    if (root) {
      // Dovecot refuses mail access as root: the maildir belongs to its own user.
      const line = (await fs.readFile("/etc/passwd", "utf8"))
        .split("\n")
        .find((entry) => entry.startsWith("dovecot:"));
      const [, , uid, gid] = line?.split(":") ?? [];
      if (!uid || !gid) throw new Error("the dovecot user is missing (the dovecot-core package makes it)");
      await fs.chown(path.join(dir, "mail"), Number(uid), Number(gid));
    }
    await fs.writeFile(path.join(dir, "passwd"), `${this.user}:{PLAIN}${this.password}\n`, { mode: 0o644 });
    const config = `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
first_valid_gid = 1
default_internal_user = ${root ? "dovecot" : me}
default_login_user = ${root ? "dovenull" : me}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${root ? "dovecot" : me} gid=${root ? "dovecot" : (os.userInfo().gid ?? me)} home=${dir}/mail/%u
}
mail_location = maildir:${dir}/mail/%u/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap {
  process_limit = 32
}
`;
    await fs.writeFile(path.join(dir, "dovecot.conf"), config);
    this.#child = spawn(DOVECOT, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: "ignore" });
    await waitForPort(this.port, this.#child, path.join(dir, "dovecot.log"));
    return this;
  }

  /** A client of the test's own, logged in. */
  async client(): Promise<ImapFlow> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port: this.port,
      secure: false,
      auth: { user: this.user, pass: this.password },
      logger: false,
    });
    await client.connect();
    return client;
  }

  /** Delivers messages into INBOX with IMAP APPEND, as a mail server would (unseen). */
  async deliver(...raw: (string | Buffer)[]): Promise<void> {
    const client = await this.client();
    try {
      for (const message of raw) await client.append("INBOX", message);
    } finally {
      await client.logout();
    }
  }

  /** Every message in INBOX: its UID, flags and Message-ID. */
  async messages(): Promise<{ uid: number; seen: boolean; messageId: string | undefined }[]> {
    const client = await this.client();
    const found: { uid: number; seen: boolean; messageId: string | undefined }[] = [];
    try {
      const lock = await client.getMailboxLock("INBOX");
      try {
        if (client.mailbox && client.mailbox.exists === 0) return found;
        for await (const message of client.fetch("1:*", { uid: true, flags: true, envelope: true })) {
          found.push({
            uid: message.uid,
            seen: message.flags?.has("\\Seen") ?? false,
            messageId: message.envelope?.messageId,
          });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
    return found;
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    if (this.#dir) await fs.rm(this.#dir, { recursive: true, force: true });
  }
}
