import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { jobInput } from "../job.schema.ts";
import { toJobAnswer } from "./jobs.public.ts";
import { createJob, findJob, jobValues, updateJob } from "./jobs.repository.ts";
import type { JobRow } from "./jobs.table.ts";

/** A job's values as its editor holds them: the fields of posting it (no employment type: empty). */
export const jobData = (row: JobRow): EditionData => {
  const { id: _id, ...fields } = toJobAnswer(row);
  return { ...fields, employment_type: fields.employment_type ?? "" };
};

/** Jobs with drafts, versions and the trash (src/platform/editions/editions.ts). */
export const jobEditable: Editable = {
  name: "jobs",
  label: "Jobs",
  permission: "jobs:edit",
  input: jobInput,
  images: [],
  async read(db, id) {
    const row = await findJob(db, id);
    return row ? jobData(row) : undefined;
  },
  async create(db, data) {
    return (await createJob(db, jobValues(jobInput.parse(data)))).id;
  },
  async update(db, id, data) {
    return (await updateJob(db, id, jobValues(jobInput.parse(data)))) !== undefined;
  },
  title: (data) => String(data.jobname ?? ""),
  previewPath: () => "/careers",
  shows: () => ["jobs"],
};
