import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
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
import { type HireRequestRowAnswer, hireRequestRow, hireRequestTexts } from "../hire-request.schema.ts";

export const meta = () => [{ title: "Hire Requests | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const textOf = (row: HireRequestRowAnswer) =>
  [row.name, row.email, row.developer, row.description, formatDate(row.created_at)].join(" ");

function deleteHireRequest(id: number) {
  return runAdminAction({
    call: () => adminApi.delete(`/api/hiring/hiring/${id}`),
    success: (answer) => answer.body.message || hireRequestTexts.adminDeleted,
    failure: hireRequestTexts.adminDeleteFailed,
  });
}

export default function HireRequestsPage() {
  const developer = useParams().developer ?? "";
  const queryKey = ["admin", "hiring", developer];
  const query = useQuery({
    queryKey,
    queryFn: () => loadList(`/api/hiring/hiring/${encodeURIComponent(developer)}`, hireRequestRow),
  });
  const remove = useConfirmedDelete({
    message: hireRequestTexts.adminConfirmDelete,
    queryKey,
    run: deleteHireRequest,
  });

  const columns: Column<HireRequestRowAnswer>[] = [
    { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-nowrap" },
    {
      header: "Email",
      cell: (row) => (
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ),
    },
    { header: "Developer", cell: (row) => row.developer, className: "whitespace-nowrap" },
    {
      header: "Description",
      cell: (row) => <p className="max-w-md min-w-64 whitespace-pre-line">{row.description}</p>,
    },
    {
      header: "Date",
      cell: (row) => formatDate(row.created_at),
      className: "whitespace-nowrap",
    },
    {
      header: "Actions",
      cell: (row) => (
        <DeleteButton label={`Delete request from ${row.name}`} onClick={() => remove.ask(row.id)} />
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title={`Hire Requests: ${developer}`}
        description="Developer requests sent from the hire form."
      />
      <QueryStates
        query={query}
        emptyText={hireRequestTexts.adminEmpty}
        errorText={(error) =>
          loadErrorMessage(error, hireRequestTexts.adminNoData, hireRequestTexts.adminFetchFailed)
        }
      >
        {(rows) => (
          <RecordsTable
            rows={rows}
            caption={`Hire requests for ${developer}`}
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
