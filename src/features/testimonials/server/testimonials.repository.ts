import { eq } from "drizzle-orm";
import { type Arrangement, arrangedOrder, firstPosition, onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import { testimonials } from "./testimonials.table.ts";

export type NewTestimonial = typeof testimonials.$inferInsert;

/** The order staff set and the testimonials they hid (a new one shows first). */
export const testimonialArrangement: Arrangement<typeof testimonials> = {
  table: testimonials,
  id: testimonials.id,
  position: testimonials.position,
  createdAt: testimonials.createdAt,
  visible: testimonials.visible,
};

/** Testimonials as a list with parameters: `q` searches names, roles and feedback (a few rows). */
export const testimonialListSource: ListSource<typeof testimonials> = {
  table: testimonials,
  id: testimonials.id,
  createdAt: testimonials.createdAt,
  name: testimonials.name,
  search: searchDocument(testimonials.name, testimonials.role, testimonials.feedback),
  arrangement: testimonialArrangement,
};

/** The testimonials the site shows, in the order staff set. */
export function listTestimonials(db: Db) {
  return db
    .select()
    .from(testimonials)
    .where(onlyVisible(testimonialArrangement))
    .orderBy(...arrangedOrder(testimonialArrangement));
}

/** Every testimonial, hidden ones too, in the site's order. */
export function listAllTestimonials(db: Db) {
  return db
    .select()
    .from(testimonials)
    .orderBy(...arrangedOrder(testimonialArrangement));
}

export async function createTestimonial(db: Db, testimonial: NewTestimonial) {
  const [row] = await db
    .insert(testimonials)
    .values({ position: firstPosition(testimonialArrangement), ...testimonial })
    .returning();
  return row!;
}

/**
 * Replaces the testimonial's fields, and the photo when `testimonial.image` is given; answers the
 * row and the photo it had before (its file is the caller's to remove), or undefined when there is none.
 */
export function updateTestimonial(
  db: Db,
  id: number,
  testimonial: Partial<Omit<NewTestimonial, "id" | "createdAt">>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(testimonials).set(testimonial).where(eq(testimonials.id, id)).returning();
    return { row: row!, before, previousImage: before.image };
  });
}

export async function deleteTestimonial(db: Db, id: number) {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}
