import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ContentScreen } from "#src/ui/admin/content-screen.tsx";
import { testimonialCollection } from "../testimonial.collection.ts";

export const meta = () => adminMeta(testimonialCollection.admin.title);
export const headers = adminHeaders;

export default function TestimonialsPage() {
  return <ContentScreen collection={testimonialCollection} />;
}
