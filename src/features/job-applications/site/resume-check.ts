import { jobApplicationTexts, MAX_RESUME_BYTES, RESUME_EXTENSIONS } from "../job-application.texts.ts";

/** Checks the chosen resume before it is sent (the server checks again, by content). */
export function resumeProblem(files: FileList | null | undefined): string | undefined {
  const file = files?.[0];
  if (!file) return jobApplicationTexts.resumeRequired;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return jobApplicationTexts.resumeType;
  if (file.size > MAX_RESUME_BYTES) return jobApplicationTexts.resumeTooLarge;
  return undefined;
}
