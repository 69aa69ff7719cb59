import type { PublicForm } from "#src/lib/form-post.ts";
import { contactMessageInput, contactMessageTexts } from "./contact-message.schema.ts";

/** The contact form, on the contact page. */
export const contactForm: PublicForm = {
  name: "contact",
  api: "/contact/contact",
  input: contactMessageInput,
  encoding: "json",
  success: contactMessageTexts.success,
  failed: contactMessageTexts.failed,
};
