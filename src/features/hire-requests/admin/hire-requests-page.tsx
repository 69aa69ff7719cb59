import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
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
import { hireRequestTexts } from "../hire-request.schema.ts";

export const meta = () => [{ title: "Hire Requests | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

interface HireRequestRow {
  id: number;
  name: string;
  email: string;
  developer: string;
  description: string;
  created_at?: string;
  createdAt?: string;
}

const textOf = (row: HireRequestRow) =>
  [row.name, row.email, row.developer, row.description, formatDate(row.created_at ?? row.createdAt)].join(
    " ",
  );

async function deleteHireRequest(id: number) {
  try {
    const answer = await adminApi.delete(`/api/hiring/hiring/${id}`);
    if (answer.ok && answer.body.success !== false)
      toast.success(answer.body.message || hireRequestTexts.adminDeleted);
    else toast.error(answer.body.message || hireRequestTexts.adminDeleteFailed);
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    toast.error(hireRequestTexts.adminDeleteFailed);
  }
}

export default function HireRequestsPage() {
  const developer = useParams().developer ?? "";
  const queryKey = ["admin", "hiring", developer];
  const query = useQuery({
    queryKey,
    queryFn: () => loadList<HireRequestRow>(`/api/hiring/hiring/${encodeURIComponent(developer)}`),
  });
  const remove = useConfirmedDelete({
    message: hireRequestTexts.adminConfirmDelete,
    queryKey,
    run: deleteHireRequest,
  });

  const columns: Column<HireRequestRow>[] = [
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
      cell: (row) => formatDate(row.created_at ?? row.createdAt),
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
