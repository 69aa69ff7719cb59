import { eq, sql } from "drizzle-orm";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { cloudVpsEnquiryFields } from "./cloud-vps.mails.ts";
import { cloudVpsEnquiries, cloudVpsEnquirySearch } from "./cloud-vps.table.ts";

/** Cloud VPS enquiries as the inbox and the list's parameters see them (src/platform/submissions.ts). */
export const cloudVpsSource: SubmissionSource<typeof cloudVpsEnquiries> = {
  kind: "cloud_vps",
  table: cloudVpsEnquiries,
  id: cloudVpsEnquiries.id,
  createdAt: cloudVpsEnquiries.createdAt,
  name: cloudVpsEnquiries.name,
  email: cloudVpsEnquiries.email,
  search: cloudVpsEnquirySearch,
  status: cloudVpsEnquiries.status,
  statusChangedAt: cloudVpsEnquiries.statusChangedAt,
  preview: sql`${cloudVpsEnquiries.message}`,
  async find(db, id) {
    const [row] = await db.select().from(cloudVpsEnquiries).where(eq(cloudVpsEnquiries.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      name: row.name,
      email: row.email,
      fields: cloudVpsEnquiryFields(row),
      replySubject: "Re: Your cloud VPS enquiry",
      service: "cloud VPS",
      resume: null,
    };
  },
};
