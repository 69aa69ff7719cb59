import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { adminApi, loadErrorMessage, loadList } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import {
  DeleteButton,
  formatDate,
  QueryStates,
  RecordsTable,
  useConfirmedDelete,
} from "#src/ui/admin/records.tsx";
import {
  type JobApplicationRowAnswer,
  jobApplicationRow,
  jobApplicationTexts,
} from "../job-application.schema.ts";

export const meta = () => [{ title: "Job Applications | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "applications"];

const textOf = (row: JobApplicationRowAnswer) =>
  [
    row.fullName,
    row.email,
    row.phone,
    row.location,
    row.technology,
    row.salary,
    row.last_company,
    date(row),
  ].join(" ");

function date(row: JobApplicationRowAnswer) {
  return formatDate(row.created_at);
}

function deleteApplication(id: number) {
  return runAdminAction({
    call: () => adminApi.delete(`/api/applyjob/${id}`),
    success: jobApplicationTexts.adminDeleted,
    failure: {
      refused: (answer) =>
        jobApplicationTexts.adminDeleteFailed.replace(
          "{message}",
          answer.body.message ?? `HTTP ${answer.status}`,
        ),
      unreachable: jobApplicationTexts.adminDeleteError,
    },
  });
}

export default function JobApplicationsPage() {
  const query = useQuery({
    queryKey,
    queryFn: () => loadList("/api/applyjob/applications", jobApplicationRow),
  });
  const remove = useConfirmedDelete({
    message: jobApplicationTexts.adminConfirmDelete,
    queryKey,
    run: deleteApplication,
  });

  const columns: Column<JobApplicationRowAnswer>[] = [
    { header: "Full name", cell: (row) => row.fullName, className: "font-medium whitespace-nowrap" },
    {
      header: "Email",
      cell: (row) => (
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ),
    },
    { header: "Phone", cell: (row) => row.phone, className: "whitespace-nowrap" },
    { header: "Location", cell: (row) => row.location },
    { header: "Technology", cell: (row) => row.technology },
    { header: "Salary", cell: (row) => row.salary, className: "whitespace-nowrap" },
    { header: "Last company", cell: (row) => row.last_company || "Fresher" },
    { header: "Date", cell: date, className: "whitespace-nowrap" },
    {
      header: "Resume",
      cell: (row) =>
        row.resume_url ? (
          <a
            href={row.resume_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 underline"
          >
            View resume<span className="sr-only"> of {row.fullName} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : (
          "—"
        ),
    },
    {
      header: "Actions",
      cell: (row) => (
        <DeleteButton label={`Delete application of ${row.fullName}`} onClick={() => remove.ask(row.id)} />
      ),
    },
  ];

  return (
    <>
      <ScreenHeader title="Job Applications" description="Applications sent from the careers page." />
      <QueryStates
        query={query}
        emptyText={jobApplicationTexts.adminEmpty}
        errorText={(error) => loadErrorMessage(error, "Failed to fetch applications")}
      >
        {(rows) => (
          <RecordsTable
            rows={rows}
            caption="Job applications"
            columns={columns}
            textOf={textOf}
            rowKey={(row) => row.id}
          />
        )}
      </QueryStates>
      {remove.dialog}
    </>
  );
}
