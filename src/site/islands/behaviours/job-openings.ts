import { jobTexts } from "#src/features/jobs/job.texts.ts";

/**
 * Try again on the careers page when its jobs could not be read
 * (src/features/jobs/site/job-openings.tsx, docs/decisions/0006): instead of following the link
 * to the page, it asks the server for the page in the background, saying 'Loading job
 * openings...' meanwhile, and puts the page's fresh list (or 'No job openings…') in place of the
 * error. A failed answer shows 'Error: HTTP error! Status: {code}', an answer without the list
 * 'Error: Unexpected API response format', no answer at all the network message; Try again
 * stays for another attempt.
 */
export function attach(element: HTMLElement): void {
  const status = element.querySelector<HTMLElement>("[data-job-status]");
  const retry = element.querySelector<HTMLAnchorElement>("[data-job-retry]");
  if (!status || !retry) return;
  const retryBox = retry.parentElement ?? retry;

  const say = (text: string, error: boolean) => {
    const paragraph = document.createElement("p");
    paragraph.textContent = text;
    if (error) {
      const alert = document.createElement("div");
      alert.setAttribute("role", "alert");
      alert.className = "rounded-2xl border border-red-200 bg-red-50 p-6 text-center";
      paragraph.className = "font-medium text-red-800";
      alert.append(paragraph);
      status.replaceChildren(alert);
    } else {
      paragraph.className = "py-6 text-center text-slate-600";
      status.replaceChildren(paragraph);
    }
  };

  const reload = async () => {
    let answer: Response;
    try {
      answer = await fetch(retry.href, { headers: { accept: "text/html" } });
    } catch {
      throw new Error("Network error, please check your connection");
    }
    if (!answer.ok) throw new Error(jobTexts.httpError.replace("{code}", String(answer.status)));
    const page = new DOMParser().parseFromString(await answer.text(), "text/html");
    const fresh = page.querySelector<HTMLElement>("[data-job-openings]");
    if (!fresh || fresh.querySelector("[data-job-retry]")) throw new Error(jobTexts.unexpectedFormat);
    element.replaceWith(document.adoptNode(fresh));
  };

  retry.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    retryBox.hidden = true;
    say(jobTexts.loading, false);
    reload().catch((error: unknown) => {
      say(`${jobTexts.errorPrefix}${error instanceof Error ? error.message : String(error)}`, true);
      retryBox.hidden = false;
    });
  });
}
