import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import type { JobInput } from "../job.schema.ts";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type JobState } from "../job.texts.ts";

export const employmentTypeOptions = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

const stateOptions: { value: JobState; label: string }[] = [
  { value: "open", label: "Open (on the careers page)" },
  { value: "closed", label: "Closed (hidden from the careers page)" },
];

export type JobFormValues = JobInput;

export const emptyJob: JobFormValues = {
  jobname: "",
  time: "",
  location: "",
  description: "",
  requirements: "",
  experience: "",
  employment_type: "",
  state: "open",
};

/** The fields of posting and of editing a job, in a three-column grid (AdminForm's). */
export function JobFields({
  register,
  errors,
}: {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}) {
  return (
    <>
      <TextField
        label="Job name"
        required
        placeholder="e.g. React Developer"
        error={errors.jobname?.message}
        {...register("jobname")}
      />
      <TextField
        label="Time"
        required
        placeholder="e.g. Full Time"
        error={errors.time?.message}
        {...register("time")}
      />
      <TextField
        label="Location"
        required
        placeholder="e.g. Ahmedabad"
        error={errors.location?.message}
        {...register("location")}
      />
      <TextField
        label="Experience"
        placeholder="e.g. 2–4 years"
        error={errors.experience?.message}
        {...register("experience")}
      />
      <SelectField
        label="Employment type"
        placeholder="Not stated"
        options={employmentTypeOptions}
        error={errors.employment_type?.message}
        {...register("employment_type")}
      />
      <SelectField
        label="State"
        options={stateOptions}
        error={errors.state?.message}
        {...register("state")}
      />
      <div className="sm:col-span-3">
        <TextAreaField
          label="Description"
          hint="Shown on the careers page under Show details."
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <div className="sm:col-span-3">
        <TextAreaField
          label="Requirements"
          hint="One per line."
          error={errors.requirements?.message}
          {...register("requirements")}
        />
      </div>
    </>
  );
}
