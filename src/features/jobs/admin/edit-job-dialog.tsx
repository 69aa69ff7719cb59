import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import { type JobOutput, type JobRowAnswer, jobInput, jobTexts } from "../job.schema.ts";
import { JobFields, type JobFormValues } from "./job-fields.tsx";

/** The edit form of one job, filled in with what it is now; the same validation as posting. */
function EditJobForm({ job, onSaved }: { job: JobRowAnswer; onSaved: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<JobFormValues, unknown, JobOutput>({
    resolver: zodResolver(jobInput),
    defaultValues: {
      jobname: job.jobname,
      time: job.time,
      location: job.location,
      description: job.description,
      requirements: job.requirements,
      experience: job.experience,
      employment_type: job.employment_type ?? "",
      state: job.state,
    },
  });

  async function save(values: JobOutput) {
    setFailure(null);
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/job/job/${job.id}`, values),
      success: jobTexts.updated,
      failure: jobTexts.adminUpdateFailed,
      report: setFailure,
    });
    if (saved) onSaved();
  }

  return (
    <AdminForm
      columns={3}
      onSubmit={handleSubmit(save)}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Save Job"
      busyLabel="Saving..."
    >
      <JobFields register={register} errors={errors} />
    </AdminForm>
  );
}

/** Edit a posted job in a dialog; closing it with changes asks first. */
export function EditJobDialog({
  job,
  onClose,
  onSaved,
}: {
  job: JobRowAnswer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={job !== null}
      title={job ? `Edit job: ${job.jobname}` : "Edit job"}
      onClose={onClose}
      className="max-w-3xl"
    >
      {job && <EditJobForm key={job.id} job={job} onSaved={onSaved} />}
    </FormDialog>
  );
}
