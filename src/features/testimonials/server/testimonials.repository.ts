import { contentStore } from "#src/platform/content-kit/content-store.ts";
import { testimonialCollection } from "../testimonial.collection.ts";
import { testimonials } from "./testimonials.table.ts";

/** The only queries on the testimonials table: the content kit's (src/platform/content-kit/content-store.ts). */
export const testimonialStore = contentStore(testimonialCollection, testimonials);
