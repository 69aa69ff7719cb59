import { z } from "zod";
import { optionalUrl, requiredText } from "#src/lib/form-fields.ts";

export { teamMemberTexts } from "./team-member.texts.ts";

export const TEAM_MEMBER_TYPES = ["leader", "team"] as const;

/** The text fields of POST /api/team/add (multipart; the image is the file part). */
export const teamMemberInput = z.strictObject({
  name: requiredText("Name"),
  role: requiredText("Role"),
  type: z.enum(TEAM_MEMBER_TYPES, { error: "Type must be leader or team" }).default("leader"),
  facebook: optionalUrl("Facebook"),
  instagram: optionalUrl("Instagram"),
  linkedin: optionalUrl("LinkedIn"),
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;

/** One member of GET /api/team; `image` is the full `/uploads/team/…` path. */
export const teamMemberRow = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  type: z.enum(TEAM_MEMBER_TYPES),
  image: z.string(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type TeamMemberRowAnswer = z.infer<typeof teamMemberRow>;

/** One member in the back office's answers (the paged list, the order): also `visible`. */
export const teamMemberAdminRow = teamMemberRow.extend({ visible: z.boolean() });
export type TeamMemberAdminAnswer = z.infer<typeof teamMemberAdminRow>;
