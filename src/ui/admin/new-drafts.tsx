import { useQuery } from "@tanstack/react-query";
import { adminApi } from "#src/lib/admin-api.ts";
import { type EditionStates, editionStatesAnswer } from "#src/lib/editions.ts";
import { EditionBadge } from "./edition-bar.tsx";
import { EditButton } from "./records.tsx";

// New records kept as drafts (docs/decisions/0046-drafts-and-versions.md): listed above a
// screen's records until they are published, each opened in the screen's edit form by its key.

/** The query key of a kind's draft states (invalidate it after a draft is saved or published). */
export const editionStatesKey = (name: string) => ["admin", "edition-states", name];

/** GET /api/editions/{name}: the drafts of a kind, for its list's badges and its new drafts. */
export function useEditionStates(name: string) {
  return useQuery({
    queryKey: editionStatesKey(name),
    queryFn: async () => {
      const answer = await adminApi.get(`/api/editions/${name}`);
      return answer.ok ? editionStatesAnswer.parse(answer.json).data : [];
    },
  });
}

export function NewDrafts({ states, onEdit }: { states: EditionStates; onEdit: (key: string) => void }) {
  const drafts = states.filter((item) => item.recordId === null);
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="new-drafts"
      className="mb-4 rounded-xl border border-amber-200 bg-amber-50/50 p-4"
    >
      <h3 id="new-drafts" className="font-semibold text-ink">
        Drafts not on the site yet
      </h3>
      <ul className="mt-2 space-y-2">
        {drafts.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold [overflow-wrap:anywhere]">{item.title || "Untitled draft"}</span>
            <EditionBadge state="draft" publishAt={item.publishAt} />
            <EditButton
              label={`Edit draft ${item.title || "Untitled draft"}`}
              onClick={() => onEdit(item.key)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
