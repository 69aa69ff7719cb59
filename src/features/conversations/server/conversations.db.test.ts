import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/platform/db/client.ts";
import { createTestDatabase } from "#src/server/test/test-database.ts";
import {
  addConversationMessage,
  findRecordByMessageIds,
  listThreadMessages,
} from "./conversations.repository.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const message = (overrides: Partial<Parameters<typeof addConversationMessage>[1]> = {}) => ({
  kind: "contact",
  recordId: 7,
  direction: "out" as const,
  messageId: `<${Math.random().toString(36).slice(2)}@example.com>`,
  fromAddress: "office@example.com",
  toAddress: "ada@example.com",
  subject: "Re: Your message",
  bodyText: "Hello",
  ...overrides,
});

describe("conversation messages", () => {
  it("stores a Message-ID without brackets, once: a second insert of it does nothing and says so", async () => {
    const first = await addConversationMessage(database.db, message({ messageId: "<once@example.com>" }));
    expect(first.added).toBe(true);
    if (first.added) {
      expect(first.row.messageId).toBe("once@example.com");
      expect(first.row.references).toEqual([]);
      expect(first.row.attachments).toEqual([]);
    }
    const again = await addConversationMessage(database.db, message({ messageId: "once@example.com" }));
    expect(again).toEqual({ added: false });
  });

  it("finds the record of the oldest stored message among the ids, and lists a thread oldest first", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
    await addConversationMessage(
      database.db,
      message({ recordId: 41, messageId: "a41@example.com", createdAt: at(1) }),
    );
    await addConversationMessage(
      database.db,
      message({
        recordId: 41,
        direction: "in",
        messageId: "b41@example.com",
        inReplyTo: "<a41@example.com>",
        references: ["<a41@example.com>"],
        createdAt: at(3),
      }),
    );
    await addConversationMessage(
      database.db,
      message({ recordId: 41, messageId: "c41@example.com", createdAt: at(2) }),
    );
    await addConversationMessage(
      database.db,
      message({ recordId: 42, messageId: "a42@example.com", createdAt: at(0) }),
    );

    expect(await findRecordByMessageIds(database.db, ["<unknown@x>", "<b41@example.com>"])).toEqual({
      kind: "contact",
      recordId: 41,
    });
    expect(await findRecordByMessageIds(database.db, ["b41@example.com", "a42@example.com"])).toEqual({
      kind: "contact",
      recordId: 42,
    });
    expect(await findRecordByMessageIds(database.db, [])).toBeUndefined();
    expect(await findRecordByMessageIds(database.db, ["nothing@example.com"])).toBeUndefined();

    const thread = await listThreadMessages(database.db, "contact", 41);
    expect(thread.map((row) => row.messageId)).toEqual([
      "a41@example.com",
      "c41@example.com",
      "b41@example.com",
    ]);
    expect(thread[2]?.inReplyTo).toBe("a41@example.com");
    expect(thread[2]?.references).toEqual(["a41@example.com"]);
  });

  it("goes with its submission when the submission is deleted", async () => {
    const [row] = (
      await database.db.execute<{ id: number }>(
        sql`INSERT INTO contact_messages (name, email, message) VALUES ('Ada', 'ada@example.com', 'Hi') RETURNING id`,
      )
    ).rows;
    const id = Number(row?.id);
    await addConversationMessage(database.db, message({ recordId: id, messageId: `gone-${id}@example.com` }));
    expect(await listThreadMessages(database.db, "contact", id)).toHaveLength(1);
    await database.db.execute(sql`DELETE FROM contact_messages WHERE id = ${id}`);
    expect(await listThreadMessages(database.db, "contact", id)).toHaveLength(0);
  });

  it("refuses an unknown account, and keeps a reply as nobody's once its account is gone", async () => {
    await expect(
      addConversationMessage(database.db, message({ messageId: "ghost@example.com", accountId: 999_999 })),
    ).rejects.toThrow();
    const [account] = (
      await database.db.execute<{ id: number }>(
        sql`INSERT INTO admins (number, password_hash) VALUES ('conv-fk', 'x') RETURNING id`,
      )
    ).rows;
    const added = await addConversationMessage(
      database.db,
      message({ recordId: 55, messageId: "kept@example.com", accountId: Number(account?.id) }),
    );
    expect(added.added && added.row.accountId).toBe(Number(account?.id));
    await database.db.execute(sql`DELETE FROM admins WHERE id = ${Number(account?.id)}`);
    expect((await listThreadMessages(database.db, "contact", 55))[0]?.accountId).toBeNull();
  });

  it("seeds three saved replies", async () => {
    const { rows } = await database.db.execute<{ title: string }>(
      sql`SELECT title FROM saved_replies ORDER BY id`,
    );
    expect(rows).toHaveLength(3);
  });
});
