// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobTexts } from "../job.schema.ts";
import { readJobsAnswer } from "./fetch-job-openings.ts";
import { applyHref, JobOpenings } from "./job-openings.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
  const router = createMemoryRouter([{ path: "/", element: <JobOpenings {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("readJobsAnswer", () => {
  it("accepts a bare array and the { success, data } answer, and refuses anything else", () => {
    expect(readJobsAnswer([job])).toEqual([job]);
    expect(readJobsAnswer({ success: true, data: [job] })).toEqual([job]);
    for (const body of [{}, { success: true }, "jobs", null, [{ id: "1" }]]) {
      expect(() => readJobsAnswer(body)).toThrow(jobTexts.unexpectedFormat);
    }
  });
});

describe("JobOpenings", () => {
  it("lists each job with name, time, location and an Apply link carrying the job name", () => {
    renderList({ initialJobs: [job] });
    expect(screen.getByRole("heading", { name: "UI/UX Designer" })).toBeTruthy();
    expect(screen.getByText("Full Time")).toBeTruthy();
    expect(screen.getByText("Ahmedabad (On-site)")).toBeTruthy();
    const apply = screen.getByRole("link", { name: "Apply for UI/UX Designer" });
    expect(apply.getAttribute("href")).toBe("/careers/Job?technology=UI%2FUX+Designer");
    expect(new URL(applyHref(job.jobname), "http://x").searchParams.get("technology")).toBe("UI/UX Designer");
  });

  it("shows the description and requirements on demand: a button with aria-expanded controls them", async () => {
    const user = userEvent.setup();
    renderList({
      initialJobs: [
        job,
        { ...job, id: 2, jobname: "Tester", description: "", requirements: "", experience: "" },
        { ...job, id: 3, jobname: "Intern", time: "6 months", employment_type: "internship", experience: "" },
      ],
    });
    expect(screen.getByText("6 months · Internship")).toBeTruthy();
    expect(screen.getByText("2+ years")).toBeTruthy();
    const button = screen.getByRole("button", { name: `${jobTexts.showDetails} of UI/UX Designer` });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const details = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(details.hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toContain(jobTexts.hideDetails);
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain("Design flows and interfaces in Figma.");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      expect.arrayContaining(["Figma", "A portfolio"]),
    );
    // A job without details has no disclosure.
    expect(screen.queryByRole("button", { name: `${jobTexts.showDetails} of Tester` })).toBeNull();
  });

  it("says so when there is no opening", () => {
    renderList({ initialJobs: [] });
    expect(screen.getByText(jobTexts.empty)).toBeTruthy();
  });

  it("after a failed load, Try again shows 'Loading job openings...' then the HTTP error or the list", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderList({ initialJobs: [], initialError: "Job openings could not be loaded" });
    expect(screen.getByText("Error: Job openings could not be loaded")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText(jobTexts.loading)).toBeTruthy();
    answer(new Response("{}", { status: 503 }));
    expect(await screen.findByText("Error: HTTP error! Status: 503")).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ unexpected: true }))),
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(`Error: ${jobTexts.unexpectedFormat}`)).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: [job] }))),
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "UI/UX Designer" })).toBeTruthy();
  });
});
