// @vitest-environment jsdom
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { attach } from "#src/site/islands/behaviours/job-openings.ts";
import { jobTexts } from "../job.schema.ts";
import { applyHref, JOBS_PAGE, JobOpenings } from "./job-openings.tsx";

// The careers list as the server sends it (React renders it to HTML on the server; the browser
// runs no React on public pages), and Try again's behaviour driven in that HTML.

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const job = {
  id: 1,
  jobname: "UI/UX Designer",
  time: "Full Time",
  location: "Ahmedabad (On-site)",
  description: "Design flows and interfaces in Figma.",
  requirements: "Figma\nA portfolio",
  experience: "2+ years",
  employment_type: "full-time" as const,
  state: "open" as const,
};

function renderList(props: Parameters<typeof JobOpenings>[0]) {
  document.body.innerHTML = renderToStaticMarkup(<JobOpenings {...props} />);
  return document.body;
}

describe("JobOpenings (server HTML)", () => {
  it("lists each job with name, time, location and an Apply link carrying the job name", () => {
    renderList({ initialJobs: [job] });
    expect(screen.getByRole("heading", { name: "UI/UX Designer" })).toBeTruthy();
    expect(screen.getByText("Full Time")).toBeTruthy();
    expect(screen.getByText("Ahmedabad (On-site)")).toBeTruthy();
    const apply = screen.getByRole("link", { name: "Apply for UI/UX Designer" });
    expect(apply.getAttribute("href")).toBe("/careers/Job?technology=UI%2FUX+Designer");
    expect(new URL(applyHref(job.jobname), "http://x").searchParams.get("technology")).toBe("UI/UX Designer");
    // A list that loaded needs no script.
    expect(document.querySelector("[data-behaviour]")).toBeNull();
  });

  it("puts the description and requirements in a closed disclosure naming the job, only when there are any", () => {
    renderList({
      initialJobs: [
        job,
        { ...job, id: 2, jobname: "Tester", description: "", requirements: "", experience: "" },
        { ...job, id: 3, jobname: "Intern", time: "6 months", employment_type: "internship", experience: "" },
      ],
    });
    expect(screen.getByText("6 months · Internship")).toBeTruthy();
    expect(screen.getByText("2+ years")).toBeTruthy();
    const disclosures = [...document.querySelectorAll("details")];
    expect(disclosures).toHaveLength(2);
    const [designer] = disclosures;
    expect(designer?.open).toBe(false);
    const summary = designer?.querySelector("summary");
    // One of the two labels shows (src/app.css: by the disclosure's open state), then the job.
    expect(summary?.textContent).toBe(`${jobTexts.showDetails}${jobTexts.hideDetails} of UI/UX Designer`);
    expect(designer?.textContent).toContain("Design flows and interfaces in Figma.");
    expect([...(designer?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual([
      "Figma",
      "A portfolio",
    ]);
    // A job without details has no disclosure.
    const tester = screen.getByRole("heading", { name: "Tester" }).closest("li");
    expect(tester?.querySelector("details")).toBeNull();
  });

  it("says so when there is no opening", () => {
    renderList({ initialJobs: [] });
    expect(screen.getByText(jobTexts.empty)).toBeTruthy();
  });
});

describe("Try again (src/site/islands/behaviours/job-openings.ts)", () => {
  /** The careers page as a real HTTP server answers it: each request waits for the test's answer. */
  async function pageServer() {
    const waiting: ((answer: (response: ServerResponse, request: IncomingMessage) => void) => void)[] = [];
    const requests: IncomingMessage[] = [];
    const server = createServer((request, response) => {
      requests.push(request);
      waiting.push((answer) => answer(response, request));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answerNext = async (answer: (response: ServerResponse, request: IncomingMessage) => void) => {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      waiting.shift()?.(answer);
    };
    return { origin: `http://127.0.0.1:${port}`, requests, answerNext, close: () => server.close() };
  }

  it("shows 'Loading job openings...', then the error of a failed answer, and finally the fresh list", async () => {
    const server = await pageServer();
    try {
      // The page's address is the server's, so Try again's link leads there.
      document.head.innerHTML = `<base href="${server.origin}/">`;
      renderList({ initialJobs: [], initialError: "Job openings could not be loaded" });
      expect(screen.getByRole("alert").textContent).toBe("Error: Job openings could not be loaded");
      const retry = screen.getByRole("link", { name: "Try again" });
      expect(retry.getAttribute("href")).toBe(JOBS_PAGE);
      attach(document.querySelector<HTMLElement>('[data-behaviour="job-openings"]')!);

      retry.click();
      expect(screen.getByText(jobTexts.loading)).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
      await server.answerNext((response) => response.writeHead(503).end("down"));
      expect((await screen.findByRole("alert")).textContent).toBe("Error: HTTP error! Status: 503");
      expect(screen.queryByText(jobTexts.loading)).toBeNull();
      expect(server.requests[0]?.url).toBe("/careers");

      // A page without the list in it.
      screen.getByRole("link", { name: "Try again" }).click();
      await server.answerNext((response) =>
        response.writeHead(200, { "content-type": "text/html" }).end("<p>Something else</p>"),
      );
      expect((await screen.findByRole("alert")).textContent).toBe(`Error: ${jobTexts.unexpectedFormat}`);

      // No answer at all.
      screen.getByRole("link", { name: "Try again" }).click();
      await server.answerNext((_response, request) => request.socket.destroy());
      expect((await screen.findByRole("alert")).textContent).toBe(
        "Error: Network error, please check your connection",
      );

      // The page with the list: it takes the error's place.
      screen.getByRole("link", { name: "Try again" }).click();
      expect(screen.getByText(jobTexts.loading)).toBeTruthy();
      const page = renderToStaticMarkup(<JobOpenings initialJobs={[job]} />);
      await server.answerNext((response) =>
        response
          .writeHead(200, { "content-type": "text/html" })
          .end(`<!doctype html><html><body><h1>Careers</h1>${page}</body></html>`),
      );
      expect(await screen.findByRole("heading", { name: "UI/UX Designer" })).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByText(jobTexts.loading)).toBeNull();
      expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
      expect(screen.getByRole("link", { name: "Apply for UI/UX Designer" })).toBeTruthy();
      expect(server.requests).toHaveLength(4);
    } finally {
      server.close();
    }
  });
});
