import { eq, sql } from "drizzle-orm";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { DEVELOPER_CATEGORIES, developerCategoryLabel } from "../hire-request.schema.ts";
import { hireRequestFields } from "./hire-requests.mails.ts";
import { hireRequestSearch, hireRequests } from "./hire-requests.table.ts";

/** Hire requests as the inbox and the list's parameters see them (src/platform/submissions.ts). */
export const hireRequestSource: SubmissionSource<typeof hireRequests> = {
  kind: "hire",
  table: hireRequests,
  id: hireRequests.id,
  createdAt: hireRequests.createdAt,
  name: hireRequests.name,
  email: hireRequests.email,
  search: hireRequestSearch,
  status: hireRequests.status,
  statusChangedAt: hireRequests.statusChangedAt,
  preview: sql`${hireRequests.description}`,
  category: { column: hireRequests.developer, values: DEVELOPER_CATEGORIES, label: developerCategoryLabel },
  async find(db, id) {
    const [row] = await db.select().from(hireRequests).where(eq(hireRequests.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      name: row.name,
      email: row.email,
      fields: hireRequestFields(row),
      replySubject: `Re: Your request to hire a developer (${developerCategoryLabel(row.developer)})`,
      service: developerCategoryLabel(row.developer),
      resume: null,
    };
  },
};
