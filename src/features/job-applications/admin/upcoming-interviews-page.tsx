import { useQuery } from "@tanstack/react-query";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { EmptyState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { interviewsAnswer, interviewTexts } from "../job-application.schema.ts";
import { InterviewCard, interviewsKey } from "./interview-card.tsx";

export const meta = () => adminMeta(interviewTexts.title);
export const headers = adminHeaders;

const key = [...interviewsKey, "upcoming"];

/**
 * Interviews from now on, soonest first, in the company's time; each interviewer gives their
 * recommendation and notes here (docs/decisions/0042-stage-mails.md, "Interviews").
 */
export default function UpcomingInterviewsPage() {
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      loadRecord(
        "/api/hiring/interviews",
        interviewsAnswer.transform((answer) => answer.data),
      ),
  });
  return (
    <div>
      <ScreenHeader title={interviewTexts.title} description={interviewTexts.description} />
      <QueryStates query={query} errorText={(error) => loadErrorMessage(error, interviewTexts.loadFailed)}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{interviewTexts.none}</EmptyState>
          ) : (
            <ul className="space-y-4">
              {list.map((interview) => (
                <InterviewCard key={interview.id} interview={interview} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
