import { z } from "zod";
import { requiredText } from "#src/lib/form-fields.ts";
import { MAX_FEEDBACK_LENGTH, MAX_RATING, MIN_RATING, testimonialTexts } from "./testimonial.texts.ts";

export { MAX_FEEDBACK_LENGTH, MAX_RATING, MIN_RATING, testimonialTexts };

/** The text fields of POST /api/testimonials (multipart; the photo is the `image` file part). */
export const testimonialInput = z.strictObject({
  name: requiredText("Name", 120),
  role: z.string().trim().max(150, "Role must be at most 150 characters").optional().default(""),
  feedback: requiredText("Feedback", MAX_FEEDBACK_LENGTH, "multi"),
  rating: z
    .string()
    .regex(/^[1-5]$/, testimonialTexts.ratingRange)
    .transform(Number)
    .optional()
    .default(MAX_RATING),
});
export type TestimonialInput = z.input<typeof testimonialInput>;
export type TestimonialOutput = z.output<typeof testimonialInput>;

/** One testimonial of GET /api/testimonials; `image` is the full `/uploads/testimonials/…` path. */
export const testimonialRow = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  image: z.string(),
  feedback: z.string(),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
});
export type TestimonialRowAnswer = z.infer<typeof testimonialRow>;

/** One testimonial in the back office's answers (the paged list, the order): also `visible`. */
export const testimonialAdminRow = testimonialRow.extend({ visible: z.boolean() });
export type TestimonialAdminAnswer = z.infer<typeof testimonialAdminRow>;
