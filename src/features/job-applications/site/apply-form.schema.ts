import { z } from "zod";
import { jobApplicationInput } from "../job-application.schema.ts";
import { resumeProblem } from "./resume-check.ts";

/** The shared schema plus what only the form has: the fresher flag (never sent) and the file. */
export const applyFormSchema = jobApplicationInput.extend({
  fresher: z.boolean(),
  resume: z.custom<FileList | null>().superRefine((files, context) => {
    const problem = resumeProblem(files);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
