import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi, loadErrorMessage } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { type JobInput, type JobRowAnswer, jobInput, jobRow, jobTexts } from "../job.schema.ts";

export const meta = () => adminMeta("Post Job");
export const headers = adminHeaders;

const queryKey = ["admin", "jobs"];

const columns: Column<JobRowAnswer>[] = [
  { header: "Job name", text: (row) => row.jobname, className: "font-medium" },
  { header: "Time", text: (row) => row.time, className: "whitespace-nowrap" },
  { header: "Location", text: (row) => row.location },
];

/** Post job form: job name, time and location are required; 'Adding...' while it is sent. */
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
    <AdminForm
      columns={3}
      onSubmit={handleSubmit(post)}
      failure={failure}
      busy={isSubmitting}
      submitLabel="Post Job"
    >
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
    </AdminForm>
  );
}

export default function PostJobPage() {
  const queryClient = useQueryClient();
  return (
    <>
      <ScreenHeader title="Post Job" description="Openings listed on the careers page." />
      <div className="space-y-6">
        <Panel title="New job" id="new-job-heading">
          <PostJobForm onPosted={() => queryClient.invalidateQueries({ queryKey })} />
        </Panel>
        <Panel title="Posted jobs" id="posted-jobs-heading">
          <ListScreen
            load={{ queryKey, url: "/api/job/jobs", row: jobRow }}
            caption="Posted jobs"
            exportName="jobs"
            searchHint="Job name or location"
            columns={columns}
            emptyText={jobTexts.adminEmpty}
            errorText={(error) => loadErrorMessage(error, jobTexts.adminFetchFailed)}
            remove={{
              label: (row) => `Delete job ${row.jobname}`,
              url: (id) => `/api/job/job/${id}`,
              confirm: jobTexts.adminConfirmDelete,
              success: jobTexts.deleted,
              failure: jobTexts.adminDeleteFailed,
            }}
          />
        </Panel>
      </div>
    </>
  );
}
