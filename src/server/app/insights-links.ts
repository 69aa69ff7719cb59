import type { InsightsLinks } from "#src/features/insights/server/articles.routes.ts";
import type { RedirectService } from "#src/features/redirects/server/redirects.service.ts";
import { teamMemberStore } from "#src/features/team-members/server/team-members.repository.ts";
import type { ApiContext } from "#src/platform/api-context.ts";

/**
 * What Insights reads of other features (docs/decisions/0050-insights-articles.md): an article's
 * author is a team member, and a published article's new slug should leave a redirect behind.
 */
export function insightsLinks(context: ApiContext, redirects: RedirectService): InsightsLinks {
  return {
    authorExists: async (id) => (await teamMemberStore.find(context.db, id)) !== undefined,
    // The old address follows the article (docs/decisions/0048-redirects.md).
    onPathChange: (from, to) => redirects.moved(from, to),
  };
}
