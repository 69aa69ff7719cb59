import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi } from "#src/lib/admin-api.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { EditionBar, type EditionControls, loadEdition, saveThroughBar } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice, LoadingState } from "#src/ui/admin/list-states.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import { type JobOutput, type JobRowAnswer, jobInput, jobTexts } from "../job.schema.ts";
import { emptyJob, JobFields, type JobFormValues } from "./job-fields.tsx";

/**
 * The edit form of one job, filled in with its draft when it has one, else with what it is now;
 * the same validation as posting. Saved as a draft while one types; "Save Job" makes it live
 * (docs/decisions/0046-drafts-and-versions.md).
 */
function EditJobForm({
  job,
  recordKey,
  edition,
  onSaved,
}: {
  /** Null for a new job kept as a draft (`recordKey` "d…"): "Post Job" then publishes the draft. */
  job: JobRowAnswer | null;
  recordKey: string;
  edition: EditionAnswer;
  onSaved: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const controls = useRef<EditionControls | null>(null);
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
      ...(job
        ? {
            jobname: job.jobname,
            time: job.time,
            location: job.location,
            description: job.description,
            requirements: job.requirements,
            experience: job.experience,
            employment_type: job.employment_type ?? "",
            state: job.state,
          }
        : emptyJob),
      ...draft,
    },
  });

  async function save(values: JobOutput) {
    setFailure(null);
    if (!job) {
      // A new job's draft: published as the form has it, which creates the job.
      if ((await controls.current?.publish({ ...values }, jobTexts.posted)) != null) onSaved();
      return;
    }
    const { id } = job;
    const save = () =>
      runAdminAction({
        call: () => adminApi.put(`/api/job/job/${id}`, values),
        success: jobTexts.updated,
        failure: jobTexts.adminUpdateFailed,
        report: setFailure,
      });
    // The bar runs the save after its own writes, then removes the draft beside the job, as done
    // with (published as it is now).
    if ((await saveThroughBar(controls, save)) !== null) onSaved();
  }

  return (
    <div className="space-y-4">
      <EditionBar
        name="jobs"
        recordKey={recordKey}
        edition={edition}
        controls={controls}
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
        submitLabel={job ? "Save Job" : "Post Job"}
        busyLabel="Saving..."
      >
        <JobFields register={register} errors={errors} />
      </AdminForm>
    </div>
  );
}

/** Loads the job's edition (or the new job's draft), then shows its form. */
function EditJobBody({
  job,
  recordKey,
  onSaved,
}: {
  job: JobRowAnswer | null;
  recordKey: string;
  onSaved: () => void;
}) {
  const edition = useQuery({
    queryKey: ["admin", "edition", "jobs", recordKey],
    queryFn: () => loadEdition("jobs", recordKey),
    gcTime: 0,
    staleTime: 0,
  });
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) return <ErrorNotice>{edition.error.message}</ErrorNotice>;
  return <EditJobForm job={job} recordKey={recordKey} edition={edition.data} onSaved={onSaved} />;
}

/** What the dialog edits: a posted job, or a new job's draft by its key ("d12"). */
export type JobEditing = { key: string; job: JobRowAnswer | null };

/** Edit a posted job, or a new job's draft, in a dialog; closing it with changes asks first. */
export function EditJobDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: JobEditing | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const job = editing?.job ?? null;
  return (
    <FormDialog
      open={editing !== null}
      title={job ? `Edit job: ${job.jobname}` : editing ? "Edit draft job" : "Edit job"}
      onClose={onClose}
      className="max-w-3xl"
    >
      {editing && <EditJobBody key={editing.key} job={job} recordKey={editing.key} onSaved={onSaved} />}
    </FormDialog>
  );
}
