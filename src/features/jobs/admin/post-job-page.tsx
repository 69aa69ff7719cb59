import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi, loadErrorMessage } from "#src/lib/admin-api.ts";
import { editionTexts } from "#src/lib/editions.ts";
import { AddPanel } from "#src/ui/admin/add-panel.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { editionStatesKey, NewDrafts, useEditionStates } from "#src/ui/admin/new-drafts.tsx";
import { EditButton } from "#src/ui/admin/records.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  EMPLOYMENT_TYPE_LABELS,
  type JobOutput,
  type JobRowAnswer,
  jobInput,
  jobRow,
  jobTexts,
} from "../job.schema.ts";
import { EditJobDialog, type JobEditing } from "./edit-job-dialog.tsx";
import { emptyJob, JobFields, type JobFormValues } from "./job-fields.tsx";

export const meta = () => adminMeta("Post Job");
export const headers = adminHeaders;

const queryKey = ["admin", "jobs"];

const columns: Column<JobRowAnswer>[] = [
  { header: "Job name", text: (row) => row.jobname, className: "font-medium" },
  { header: "Time", text: (row) => row.time, className: "whitespace-nowrap" },
  { header: "Location", text: (row) => row.location },
  {
    header: "Type",
    text: (row) => (row.employment_type ? EMPLOYMENT_TYPE_LABELS[row.employment_type] : "—"),
    className: "whitespace-nowrap",
  },
  {
    header: "State",
    cell: (row) =>
      row.state === "closed" ? (
        <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {jobTexts.closedBadge}
        </span>
      ) : (
        <span className="inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          Open
        </span>
      ),
  },
];

/** Post job form: job name, time and location are required, the details optional; 'Adding...' while it is sent. */
export function PostJobForm({ onPosted }: { onPosted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<JobFormValues, unknown, JobOutput>({
    resolver: zodResolver(jobInput),
    defaultValues: emptyJob,
  });

  async function post(values: JobOutput) {
    setFailure(null);
    const posted = await runAdminAction({
      call: () => adminApi.post("/api/job/job", values),
      success: jobTexts.posted,
      failure: jobTexts.adminPostFailed,
      report: setFailure,
    });
    if (!posted) return;
    reset();
    onPosted();
  }

  // Kept off the careers page until it is published: the values as they are, checked in full then
  // (docs/decisions/0046-drafts-and-versions.md).
  async function saveAsDraft() {
    setSavingDraft(true);
    try {
      const answer = await adminApi.post("/api/editions/jobs/drafts", { data: { ...getValues() } });
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The draft could not be saved");
        return;
      }
      toast.success(editionTexts.draftSaved);
      reset();
      onPosted();
    } finally {
      setSavingDraft(false);
    }
  }

  return (
    <AdminForm
      columns={3}
      onSubmit={handleSubmit(post)}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Post Job"
      actions={
        <button
          type="button"
          disabled={savingDraft}
          onClick={() => void saveAsDraft()}
          className={secondaryButtonClass}
        >
          {savingDraft ? "Saving..." : "Save as draft"}
        </button>
      }
    >
      <JobFields register={register} errors={errors} />
    </AdminForm>
  );
}

export default function PostJobPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<JobEditing | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const states = useEditionStates("jobs");
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: editionStatesKey("jobs") });
    return queryClient.invalidateQueries({ queryKey });
  };
  return (
    <>
      <ScreenHeader
        title="Post Job"
        description="Openings listed on the careers page; closed ones stay here."
      />
      <div className="space-y-6">
        <AddPanel title="New job" id="new-job-heading">
          <PostJobForm onPosted={reload} />
        </AddPanel>
        <Panel title="Posted jobs" id="posted-jobs-heading">
          <NewDrafts states={states.data ?? []} onEdit={(key) => setEditing({ key, job: null })} />
          <ListScreen
            load={{ queryKey, url: "/api/job/all", row: jobRow }}
            caption="Posted jobs"
            exportName="jobs"
            searchHint="Job name or location"
            columns={columns}
            actions={(row) => (
              <EditButton
                label={`Edit job ${row.jobname}`}
                onClick={() => setEditing({ key: String(row.id), job: row })}
              />
            )}
            emptyText={jobTexts.adminEmpty}
            errorText={(error) => loadErrorMessage(error, jobTexts.adminFetchFailed)}
            remove={{
              label: (row) => `Delete job ${row.jobname}`,
              url: (id) => `/api/job/job/${id}`,
              confirm: jobTexts.adminConfirmDelete,
              success: jobTexts.deleted,
              failure: jobTexts.adminDeleteFailed,
              // HR adds, edits and closes jobs; deleting one is the owner's.
              permission: "jobs:delete",
            }}
          />
        </Panel>
      </div>
      <EditJobDialog
        editing={editing}
        onClose={closeEdit}
        onSaved={() => {
          closeEdit();
          void reload();
        }}
      />
    </>
  );
}
