import type { PublicForm } from "#src/lib/form-post.ts";
import { jobApplicationInput, jobApplicationTexts } from "./job-application.schema.ts";

/** The application with a resume, on the apply page (both spellings of its path). */
export const applyForm: PublicForm = {
  name: "apply",
  api: "/applyjob/apply",
  input: jobApplicationInput,
  encoding: "multipart",
  success: jobApplicationTexts.success,
  failed: jobApplicationTexts.failed,
  tooLarge: jobApplicationTexts.resumeTooLarge,
  // "I am a fresher" is the form's own flag: a fresher sends no last company.
  formOnly: {
    field: "fresher",
    apply(values) {
      values.last_company = "";
    },
  },
};
