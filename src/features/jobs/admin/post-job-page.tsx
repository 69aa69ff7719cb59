import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi, loadErrorMessage, loadList, TransportError } from "#src/lib/admin-api.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ErrorNotice, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { DeleteButton, QueryStates, RecordsTable, useConfirmedDelete } from "#src/ui/admin/records.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toast.tsx";
import { type JobInput, jobInput, jobTexts } from "../job.schema.ts";

export const meta = () => [{ title: "Post Job | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

interface JobRow {
  id: number;
  jobname: string;
  time: string;
  location: string;
}

const queryKey = ["admin", "jobs"];
const textOf = (row: JobRow) => [row.jobname, row.time, row.location].join(" ");

async function deleteJob(id: number) {
  try {
    const answer = await adminApi.delete(`/api/job/job/${id}`);
    if (answer.ok && answer.body.success !== false) toast.success(jobTexts.deleted);
    else toast.error(answer.body.message || jobTexts.adminDeleteFailed);
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    toast.error(jobTexts.adminDeleteFailed);
  }
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
    try {
      const answer = await adminApi.post("/api/job/job", values);
      if (answer.ok && answer.body.success !== false) {
        toast.success(jobTexts.posted);
        reset();
        onPosted();
      } else {
        setFailure(answer.body.message || jobTexts.adminPostFailed);
      }
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      setFailure(jobTexts.adminPostFailed);
    }
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
    queryFn: () => loadList<JobRow>("/api/job/jobs"),
  });
  const remove = useConfirmedDelete({ message: jobTexts.adminConfirmDelete, queryKey, run: deleteJob });
  const columns: Column<JobRow>[] = [
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
