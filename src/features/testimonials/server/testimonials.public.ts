import { publicContentReader } from "#src/platform/content-kit/content-routes.ts";
import { testimonialCollection } from "../testimonial.collection.ts";
import { testimonialStore } from "./testimonials.repository.ts";

/** What the public sees, shared by the public GET and the page loaders through the content cache. */
export const readPublicTestimonials = publicContentReader(testimonialCollection, testimonialStore);
