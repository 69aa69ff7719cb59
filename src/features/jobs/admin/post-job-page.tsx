import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi, loadErrorMessage, loadList } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ErrorNotice, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { DeleteButton, QueryStates, RecordsTable, useConfirmedDelete } from "#src/ui/admin/records.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { type JobInput, type JobRowAnswer, jobInput, jobRow, jobTexts } from "../job.schema.ts";

export const meta = () => [{ title: "Post Job | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "jobs"];
const textOf = (row: JobRowAnswer) => [row.jobname, row.time, row.location].join(" ");

function deleteJob(id: number) {
  return runAdminAction({
    call: () => adminApi.delete(`/api/job/job/${id}`),
    success: jobTexts.deleted,
    failure: jobTexts.adminDeleteFailed,
  });
}

/** Post job form (spec §5: jobname, time, location required; 'Adding...' while busy). */
export function PostJobForm({ onPosted }: { onPosted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JobInput>({
    resolver: zodResolver(jobInput),
    defaultValues: { jobname: "", time: "", location: "" },
  });

  async function post(values: JobInput) {
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

  return (
    <form noValidate onSubmit={handleSubmit(post)} className="grid gap-4 sm:grid-cols-3">
      {failure && (
        <div className="sm:col-span-3">
          <ErrorNotice>{failure}</ErrorNotice>
        </div>
      )}
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
      <div className="sm:col-span-3">
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? "Adding..." : "Post Job"}
        </button>
      </div>
    </form>
  );
}

export default function PostJobPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: () => loadList("/api/job/jobs", jobRow),
  });
  const remove = useConfirmedDelete({ message: jobTexts.adminConfirmDelete, queryKey, run: deleteJob });
  const columns: Column<JobRowAnswer>[] = [
    { header: "Job name", cell: (row) => row.jobname, className: "font-medium" },
    { header: "Time", cell: (row) => row.time, className: "whitespace-nowrap" },
    { header: "Location", cell: (row) => row.location },
    {
      header: "Actions",
      cell: (row) => <DeleteButton label={`Delete job ${row.jobname}`} onClick={() => remove.ask(row.id)} />,
    },
  ];
  return (
    <>
      <ScreenHeader title="Post Job" description="Openings listed on the careers page." />
      <div className="space-y-6">
        <Panel title="New job" id="new-job-heading">
          <PostJobForm onPosted={() => queryClient.invalidateQueries({ queryKey })} />
        </Panel>
        <Panel title="Posted jobs" id="posted-jobs-heading">
          <QueryStates
            query={query}
            emptyText={jobTexts.adminEmpty}
            errorText={(error) => loadErrorMessage(error, jobTexts.adminFetchFailed)}
          >
            {(rows) => (
              <RecordsTable
                rows={rows}
                caption="Posted jobs"
                columns={columns}
                textOf={textOf}
                rowKey={(row) => row.id}
              />
            )}
          </QueryStates>
        </Panel>
      </div>
      {remove.dialog}
    </>
  );
}
