import type { PublicForm } from "#src/lib/form-post.ts";
import { hireRequestInput, hireRequestTexts } from "./hire-request.schema.ts";

/** The hire-a-developer form, in the modal of every service page. */
export const hireForm: PublicForm = {
  name: "hire",
  api: "/hiring/hiring",
  input: hireRequestInput,
  encoding: "json",
  success: hireRequestTexts.success,
  failed: hireRequestTexts.failed,
};
