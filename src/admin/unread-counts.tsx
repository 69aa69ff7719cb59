import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { UNREAD_EVENT, type UnreadCounts, unreadCounts } from "#src/features/inbox/inbox.schema.ts";
import { followAdminEvents } from "#src/lib/admin-api.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { SUBMISSIONS_QUERY_META } from "#src/ui/admin/live-lists.ts";

const UnreadContext = createContext<UnreadCounts | null>(null);

export function useUnreadCounts() {
  return useContext(UnreadContext);
}

/**
 * The unread counts, live: one event stream per open back-office tab, updated by the server when
 * a submission arrives, is read or changes (on any instance). The document title starts with the
 * total, e.g. "(3) Inbox | …", so a tab in the background shows there is something new.
 *
 * Each change after the first counts also reloads the lists of submissions on screen (their
 * queries carry `SUBMISSIONS_QUERY_META`): a submission that arrives while a list is open appears
 * in it, and the badge and the list never disagree.
 */
export function UnreadCountsProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  const location = useLocation();
  // Only an account that reads some kind of submission has counts to follow.
  const follows = useCan(
    "inbox.contact:read",
    "inbox.hire:read",
    "inbox.cloud_vps:read",
    "inbox.application:read",
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!follows) return;
    const controller = new AbortController();
    let first = true;
    followAdminEvents(
      "/api/inbox/events",
      (event, data) => {
        if (event !== UNREAD_EVENT) return;
        try {
          const parsed = unreadCounts.safeParse(JSON.parse(data));
          if (!parsed.success) return;
          setCounts(parsed.data);
          if (!first) {
            void queryClient.invalidateQueries({
              predicate: (query) => query.meta?.[SUBMISSIONS_QUERY_META] === true,
            });
          }
          first = false;
        } catch {
          // Not JSON: ignored; the next event brings the counts again.
        }
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [follows, queryClient]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page sets its title; the prefix follows
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = counts && counts.total > 0 ? `(${counts.total}) ${title}` : title;
  }, [counts, location.pathname]);
  return <UnreadContext.Provider value={counts}>{children}</UnreadContext.Provider>;
}

/** A count beside a sidebar link: a pill to see, words for a screen reader. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
