import { useQuery } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import Plus from "lucide-react/icons/plus";
import { Link } from "react-router";
import { loadErrorMessage, loadList } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { pageListRow, pageTexts } from "../page.schema.ts";

export const meta = () => adminMeta(pageTexts.listTitle);
export const headers = adminHeaders;

export const PAGES_SCREEN = "/admin/dashboard/pages";
export const pagesQueryKey = ["admin", "pages"];

/** The pages built from blocks: each opens in the editor; New page starts one. */
export default function PagesPage() {
  const query = useQuery({ queryKey: pagesQueryKey, queryFn: () => loadList("/api/pages", pageListRow) });
  return (
    <>
      <ScreenHeader title={pageTexts.listTitle} description={pageTexts.listIntro} />
      <div className="mb-4">
        <Link to={`${PAGES_SCREEN}/new`} className={primaryButtonClass}>
          <Plus aria-hidden="true" className="size-4" />
          {pageTexts.newPage}
        </Link>
      </div>
      <Panel>
        <QueryStates
          query={query}
          emptyText={pageTexts.empty}
          errorText={(error) => loadErrorMessage(error, "Failed to load the pages")}
        >
          {(pages) => (
            <ul className="divide-y divide-slate-200">
              {pages.map((page) => (
                <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`${PAGES_SCREEN}/${page.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {page.title}
                    </Link>
                    <p className="truncate text-sm text-slate-600">
                      <span className="font-mono">{page.path}</span>
                      {` · ${page.block_count} ${page.block_count === 1 ? "block" : "blocks"}`}
                    </p>
                  </div>
                  {page.status === "draft" ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      Draft
                    </span>
                  ) : (
                    <a
                      href={page.path}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-brand-700"
                    >
                      {pageTexts.viewLive}
                      <span className="sr-only">{`: ${page.title} (opens in a new tab)`}</span>
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </Panel>
    </>
  );
}
