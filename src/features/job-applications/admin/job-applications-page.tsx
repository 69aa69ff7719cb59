import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { adminApi, loadErrorMessage, loadList, TransportError } from "#src/lib/admin-api.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import {
  DeleteButton,
  formatDate,
  QueryStates,
  RecordsTable,
  useConfirmedDelete,
} from "#src/ui/admin/records.tsx";
import { toast } from "#src/ui/toast.tsx";
import { jobApplicationTexts } from "../job-application.schema.ts";

export const meta = () => [{ title: "Job Applications | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

export interface JobApplicationRow {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  location: string;
  technology: string;
  salary: string | number;
  last_company: string;
  resume_url?: string;
  created_at?: string;
  createdAt?: string;
}

const queryKey = ["admin", "applications"];

const textOf = (row: JobApplicationRow) =>
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

function date(row: JobApplicationRow) {
  return formatDate(row.created_at ?? row.createdAt);
}

async function deleteApplication(id: number) {
  try {
    const answer = await adminApi.delete(`/api/applyjob/${id}`);
    if (answer.ok && answer.body.success !== false) {
      toast.success(jobApplicationTexts.adminDeleted);
    } else {
      toast.error(
        jobApplicationTexts.adminDeleteFailed.replace(
          "{message}",
          answer.body.message ?? `HTTP ${answer.status}`,
        ),
      );
    }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    toast.error(jobApplicationTexts.adminDeleteError);
  }
}

export default function JobApplicationsPage() {
  const query = useQuery({
    queryKey,
    queryFn: () => loadList<JobApplicationRow>("/api/applyjob/applications"),
  });
  const remove = useConfirmedDelete({
    message: jobApplicationTexts.adminConfirmDelete,
    queryKey,
    run: deleteApplication,
  });

  const columns: Column<JobApplicationRow>[] = [
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
    { header: "Salary", cell: (row) => String(row.salary), className: "whitespace-nowrap" },
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
