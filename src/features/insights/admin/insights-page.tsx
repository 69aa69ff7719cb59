import { useQuery } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import { Link } from "react-router";
import { adminApi, loadErrorMessage, loadList } from "#src/lib/admin-api.ts";
import { formatDateTime } from "#src/lib/date-time.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import {
  DeleteButton,
  QueryStates,
  smallSecondaryButtonClass,
  useConfirmedDelete,
} from "#src/ui/admin/records.tsx";
import {
  type ArticleAnswer,
  type ArticleState,
  articleAnswer,
  articlePath,
  articleTexts,
} from "../article.schema.ts";

export const meta = () => adminMeta(articleTexts.adminTitle);
export const headers = adminHeaders;

export const articlesQueryKey = ["admin", "insights", "articles"];
export const INSIGHTS_SCREEN = "/admin/dashboard/insights";
export const articleScreen = (id: number | "new") => `${INSIGHTS_SCREEN}/${id}`;

const stateClass: Record<ArticleState, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-50 text-emerald-800",
};

export function ArticleStateBadge({ state }: { state: ArticleState }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[state]}`}>
      {articleTexts.statusLabels[state]}
    </span>
  );
}

/** Insights in the back office: every article with its state; write, edit, delete. */
export default function InsightsPage() {
  const articles = useQuery({
    queryKey: articlesQueryKey,
    queryFn: () => loadList("/api/insights/articles", articleAnswer),
  });
  const remove = useConfirmedDelete({
    message: "Delete this article? Its page and its place in the feed go at once.",
    queryKey: articlesQueryKey,
    run: (id) =>
      runAdminAction({
        call: () => adminApi.delete(`/api/insights/articles/${id}`),
        success: articleTexts.deleted,
        failure: "The article could not be deleted",
      }),
  });
  return (
    <>
      <ScreenHeader
        title={articleTexts.adminTitle}
        description="Articles, guides and case studies on /insights."
      />
      <div className="mb-4">
        <Link to={articleScreen("new")} className={`${primaryButtonClass} inline-flex items-center gap-2`}>
          <Plus aria-hidden="true" className="size-4" />
          {articleTexts.newArticle}
        </Link>
      </div>
      <Panel title="Articles" id="articles-heading">
        <QueryStates
          query={articles}
          emptyText={articleTexts.adminEmpty}
          errorText={(error) => loadErrorMessage(error, "The articles could not be loaded")}
        >
          {(rows: ArticleAnswer[]) => (
            // Narrow screens show the title, the state and the actions; the rest from sm up.
            <div className="max-w-full overflow-x-auto">
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">Articles</caption>
                <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-2 sm:px-3">
                      Title
                    </th>
                    <th scope="col" className="hidden px-2 py-2 sm:px-3 sm:table-cell">
                      Category
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3">
                      State
                    </th>
                    <th scope="col" className="hidden px-2 py-2 sm:px-3 sm:table-cell">
                      Date
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td className="px-2 py-2 font-medium text-ink [overflow-wrap:anywhere] sm:px-3">
                        {row.title}
                      </td>
                      <td className="hidden px-2 py-2 sm:px-3 sm:table-cell">{row.category}</td>
                      <td className="px-2 py-2 sm:px-3">
                        <ArticleStateBadge state={row.state} />
                      </td>
                      <td className="hidden px-2 py-2 sm:px-3 whitespace-nowrap sm:table-cell">
                        {row.publishedAt ? formatDateTime(row.publishedAt) : "—"}
                      </td>
                      <td className="px-2 py-2 sm:px-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          <Link
                            to={articleScreen(row.id)}
                            aria-label={`Edit article ${row.title}`}
                            className={smallSecondaryButtonClass}
                          >
                            <Pencil aria-hidden="true" className="size-3.5" /> Edit
                          </Link>
                          {row.state === "published" && (
                            <a
                              href={articlePath(row.slug)}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={`View article ${row.title} (opens in a new tab)`}
                              className={smallSecondaryButtonClass}
                            >
                              <ExternalLink aria-hidden="true" className="size-3.5" /> View
                            </a>
                          )}
                          <DeleteButton
                            label={`Delete article ${row.title}`}
                            onClick={() => remove.ask(row.id)}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryStates>
      </Panel>
      {remove.dialog}
    </>
  );
}
