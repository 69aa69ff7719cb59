import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerContentRoutes } from "#src/platform/content-kit/content-routes.ts";
import { testimonialCollection } from "../testimonial.collection.ts";
import { testimonialStore } from "./testimonials.repository.ts";

/** The routes the content kit makes of the declaration (src/lib/content-collection.ts). */
export function registerTestimonialRoutes(app: FastifyInstance, context: ApiContext) {
  registerContentRoutes(app, context, testimonialCollection, testimonialStore);
}
