import type { InsightsLinks } from "#src/features/insights/server/articles.routes.ts";
import { teamMemberStore } from "#src/features/team-members/server/team-members.repository.ts";
import type { ApiContext } from "#src/platform/api-context.ts";

/**
 * What Insights reads of other features (docs/decisions/0050-insights-articles.md): an article's
 * author is a team member, and a published article's new slug should leave a redirect behind.
 */
export function insightsLinks(context: ApiContext): InsightsLinks {
  return {
    authorExists: async (id) => (await teamMemberStore.find(context.db, id)) !== undefined,
    // The call site for the redirects (issue 30, item 6): `app.redirects.moved(from, to)` once
    // that feature is on the app context. Until then a renamed article's old address is a 404.
    onPathChange: () => {},
  };
}
