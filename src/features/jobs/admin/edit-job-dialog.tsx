import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi } from "#src/lib/admin-api.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { EditionBar, loadEdition } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice, LoadingState } from "#src/ui/admin/list-states.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import { type JobOutput, type JobRowAnswer, jobInput, jobTexts } from "../job.schema.ts";
import { JobFields, type JobFormValues } from "./job-fields.tsx";

/**
 * The edit form of one job, filled in with its draft when it has one, else with what it is now;
 * the same validation as posting. Saved as a draft while one types; "Save Job" makes it live
 * (docs/decisions/0046-drafts-and-versions.md).
 */
function EditJobForm({
  job,
  edition,
  onSaved,
}: {
  job: JobRowAnswer;
  edition: EditionAnswer;
  onSaved: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const draft = edition.draft?.data as Partial<JobFormValues> | undefined;
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    reset,
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
      ...draft,
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
    if (!saved) return;
    // Published as it is now: a draft beside it is done with.
    if (edition.draft) await adminApi.delete(`/api/editions/jobs/${job.id}/draft`).catch(() => null);
    onSaved();
  }

  return (
    <div className="space-y-4">
      <EditionBar
        name="jobs"
        recordKey={String(job.id)}
        edition={edition}
        values={async () => ({ ...getValues() })}
        changeKey={JSON.stringify(watch())}
        onPublished={onSaved}
        onDiscarded={onSaved}
        onDraftKept={() => reset(getValues())}
      />
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
    </div>
  );
}

/** Loads the job's edition, then shows its form. */
function EditJobBody({ job, onSaved }: { job: JobRowAnswer; onSaved: () => void }) {
  const edition = useQuery({
    queryKey: ["admin", "edition", "jobs", String(job.id)],
    queryFn: () => loadEdition("jobs", String(job.id)),
    gcTime: 0,
    staleTime: 0,
  });
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) return <ErrorNotice>{edition.error.message}</ErrorNotice>;
  return <EditJobForm job={job} edition={edition.data} onSaved={onSaved} />;
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
      {job && <EditJobBody key={job.id} job={job} onSaved={onSaved} />}
    </FormDialog>
  );
}
