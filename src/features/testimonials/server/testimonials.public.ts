import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { TestimonialAdminAnswer, TestimonialRowAnswer } from "../testimonial.schema.ts";
import { listTestimonials } from "./testimonials.repository.ts";
import type { TestimonialRow } from "./testimonials.table.ts";

export const toTestimonialAnswer = (row: TestimonialRow): TestimonialRowAnswer => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: uploadUrl("testimonials", row.image),
  feedback: row.feedback,
  rating: row.rating,
});

/** A testimonial as the back office sees it: also whether the site shows it. */
export const toTestimonialAdminAnswer = (row: TestimonialRow): TestimonialAdminAnswer => ({
  ...toTestimonialAnswer(row),
  visible: row.visible,
});

/** The testimonials as the public sees them, shared by GET /api/testimonials and the page loaders through `cache`. */
export const readPublicTestimonials = (db: Db, cache: ContentCache): Promise<TestimonialRowAnswer[]> =>
  cache.get("testimonials", async () => (await listTestimonials(db)).map(toTestimonialAnswer));
