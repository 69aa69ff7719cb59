import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, loadRecord } from "#src/lib/admin-api.ts";
import { editionTexts, TRASH_DAYS, trashAnswer } from "#src/lib/editions.ts";
import { toast } from "#src/ui/toast.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";
import { DateTime } from "./date-time.tsx";
import { EmptyState, ErrorNotice, LoadingState, Panel, ScreenHeader } from "./list-states.tsx";

// Deleted records, kept TRASH_DAYS days with their files (docs/decisions/0046-drafts-and-versions.md):
// each account sees those of what it may edit, and puts one back with Restore.

const queryKey = ["admin", "trash"];

export function TrashScreen() {
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey, queryFn: () => loadRecord("/api/editions/trash", trashAnswer) });
  const restore = async (id: number, title: string) => {
    const answer = await adminApi.post(`/api/editions/trash/${id}/restore`, {});
    if (!answer.ok) {
      toast.error(answer.body.message ?? "It could not be restored");
      return;
    }
    toast.success(`${editionTexts.restoredFromTrash}: ${title}`);
    await queryClient.invalidateQueries({ queryKey: ["admin"] });
  };
  return (
    <>
      <ScreenHeader
        title="Trash"
        description={`Deleted team members, clients, testimonials, jobs and projects stay here ${TRASH_DAYS} days with their images, then go for good.`}
      />
      <Panel title="Deleted" id="trash-list">
        {trash.isPending && <LoadingState />}
        {trash.isError && <ErrorNotice>{trash.error.message}</ErrorNotice>}
        {trash.data && trash.data.data.length === 0 && <EmptyState>The trash is empty.</EmptyState>}
        {trash.data && trash.data.data.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {trash.data.data.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                  {item.title || "Untitled"}
                </span>
                <span className="text-sm text-slate-700">{item.collectionLabel}</span>
                <span className="text-sm text-slate-700">
                  Deleted <DateTime value={item.deletedAt} />
                  {item.deletedBy ? ` by ${item.deletedBy}` : ""}
                </span>
                <span className="text-sm text-slate-700">
                  Goes for good <DateTime value={item.purgeAt} />
                </span>
                <button
                  type="button"
                  onClick={() => void restore(item.id, item.title)}
                  aria-label={`Restore ${item.title || "Untitled"}`}
                  className={`ml-auto ${secondaryButtonClass}`}
                >
                  Restore
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
