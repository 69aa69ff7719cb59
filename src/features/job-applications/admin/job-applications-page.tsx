import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import { Link } from "react-router";
import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { dateColumn, nameColumn } from "#src/ui/admin/table-columns.tsx";
import {
  type JobApplicationRowAnswer,
  jobApplicationRow,
  jobApplicationTexts,
} from "../job-application.schema.ts";

export const meta = () => adminMeta("Job Applications");

const RESUME_LINKS_REFRESH_MS = 5 * 60 * 1000;
export const headers = adminHeaders;

/**
 * The resume without leaving the back office: "View" opens the application's record, which shows
 * a PDF in the page; "Download" saves the file under the applicant's own name (the signed link
 * answers it as an attachment, so the browser stays on this screen; it expires after 10 minutes).
 */
function ResumeLinks({ row }: { row: JobApplicationRowAnswer }) {
  if (!row.resume_url) return "—";
  const linkClass = "inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 underline";
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      <Link to={`/admin/dashboard/inbox/application/${row.id}`} className={linkClass}>
        <Eye aria-hidden="true" className="size-3.5" />
        View<span className="sr-only"> the resume of {row.fullName}</span>
      </Link>
      <a href={row.resume_url} download={row.resume_name ?? ""} className={linkClass}>
        <Download aria-hidden="true" className="size-3.5" />
        Download<span className="sr-only"> the resume of {row.fullName}</span>
      </a>
    </span>
  );
}

// What HR decides with: who, for which opening, when, and the resume. The address, phone,
// location, salary and last company are on the record (its Open link).
const columns: Column<JobApplicationRowAnswer>[] = [
  nameColumn("Full name", (row) => row.fullName),
  { header: "Technology", text: (row) => row.technology },
  dateColumn((row) => row.created_at),
  { header: "Resume", cell: (row) => <ResumeLinks row={row} /> },
];

export default function JobApplicationsPage() {
  return (
    <>
      <ScreenHeader title="Job Applications" description="Applications sent from the careers page." />
      <ListScreen
        caption="Job applications"
        load={{
          queryKey: ["admin", "applications"],
          url: "/api/applyjob/applications",
          row: jobApplicationRow,
          // Each row's resume link is signed for 10 minutes (src/platform/uploads/resume-store.ts):
          // a list left open is loaded again before its links expire.
          refreshEvery: RESUME_LINKS_REFRESH_MS,
        }}
        columns={columns}
        exportName="job-applications"
        submissions={{
          kind: "application",
          who: (row) => `application of ${row.fullName}`,
          status: (row) => row.status,
        }}
        emptyText={jobApplicationTexts.adminEmpty}
        errorText={(error) => loadErrorMessage(error, "Failed to fetch applications")}
        remove={{
          label: (row) => `Delete application of ${row.fullName}`,
          url: (id) => `/api/applyjob/${id}`,
          confirm: jobApplicationTexts.adminConfirmDelete,
          success: jobApplicationTexts.adminDeleted,
          failure: {
            refused: (answer) =>
              jobApplicationTexts.adminDeleteFailed.replace(
                "{message}",
                answer.body.message ?? `HTTP ${answer.status}`,
              ),
            unreachable: jobApplicationTexts.adminDeleteError,
          },
        }}
      />
    </>
  );
}
