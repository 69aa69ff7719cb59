import { useParams } from "react-router";
import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { dateColumn, messageColumn, nameColumn } from "#src/ui/admin/table-columns.tsx";
import {
  developerCategoryLabel,
  type HireRequestRowAnswer,
  hireRequestRow,
  hireRequestTexts,
} from "../hire-request.schema.ts";

export const meta = () => adminMeta("Hire Requests");
export const headers = adminHeaders;

// The screen is one category's: the category, the address and the phone are on the record.
const columns: Column<HireRequestRowAnswer>[] = [
  nameColumn("Name", (row) => row.name),
  messageColumn("Description", (row) => row.description),
  dateColumn((row) => row.created_at),
];

/** One developer category's requests; the category is the route's parameter, as the sidebar links it. */
export default function HireRequestsPage() {
  const developer = useParams().developer ?? "";
  const label = developerCategoryLabel(developer);
  return (
    <>
      <ScreenHeader
        title={`Hire Requests: ${label}`}
        description="Developer requests sent from the hire form."
      />
      <ListScreen
        caption={`Hire requests for ${label}`}
        load={{
          queryKey: ["admin", "hiring", developer],
          url: `/api/hiring/hiring/${encodeURIComponent(developer)}`,
          row: hireRequestRow,
        }}
        columns={columns}
        exportName={`hire-requests-${developer.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}
        submissions={{ kind: "hire", who: (row) => `request from ${row.name}`, status: (row) => row.status }}
        emptyText={hireRequestTexts.adminEmpty}
        errorText={(error) =>
          loadErrorMessage(error, hireRequestTexts.adminNoData, hireRequestTexts.adminFetchFailed)
        }
        remove={{
          label: (row) => `Delete request from ${row.name}`,
          url: (id) => `/api/hiring/hiring/${id}`,
          confirm: hireRequestTexts.adminConfirmDelete,
          success: (answer) => answer.body.message || hireRequestTexts.adminDeleted,
          failure: hireRequestTexts.adminDeleteFailed,
        }}
      />
    </>
  );
}
