// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobApplicationTexts, MAX_RESUME_BYTES } from "../job-application.schema.ts";
import { APPLY_URL, ApplyForm, resumeProblem } from "./apply-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pdf(name = "resume.pdf", size = 1000) {
  const file = new File(["%PDF-1.4"], name, { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), "Asha Patel");
  await user.type(screen.getByLabelText(/^Email/), "asha@example.com");
  await user.type(screen.getByLabelText(/Phone number/), "+91 98250 12345");
  await user.type(screen.getByLabelText(/Current location/), "Ahmedabad");
  await user.type(screen.getByLabelText(/Expected salary/), "45000");
  await user.type(screen.getByLabelText(/Last company/), "Acme Infotech");
  await user.upload(screen.getByLabelText(/^Resume/), pdf());
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("resumeProblem", () => {
  it("accepts .pdf, .doc and .docx within the size limit, and names every other case", () => {
    const list = (file?: File) => (file ? ({ 0: file, length: 1 } as unknown as FileList) : null);
    expect(resumeProblem(list(pdf()))).toBeUndefined();
    expect(resumeProblem(list(pdf("cv.DOCX")))).toBeUndefined();
    expect(resumeProblem(list(pdf("cv.doc")))).toBeUndefined();
    expect(resumeProblem(null)).toBe(jobApplicationTexts.resumeRequired);
    expect(resumeProblem(list(pdf("cv.png")))).toBe(jobApplicationTexts.resumeType);
    expect(resumeProblem(list(pdf("cv.pdf", MAX_RESUME_BYTES + 1)))).toBe(jobApplicationTexts.resumeTooLarge);
  });
});

describe("ApplyForm", () => {
  it("preselects the technology and shows each required field's message next to it", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<ApplyForm initialTechnology="React Developer" />);
    expect(screen.getByLabelText(/Technology/)).toHaveProperty("value", "React Developer");

    await user.clear(screen.getByLabelText(/Technology/));
    await user.type(screen.getByLabelText(/Expected salary/), "lots");
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    // The form's validation loads its schema on first use: wait for it to have run.
    await screen.findByText("Full name is required");

    for (const [label, message] of [
      [/Full name/, "Full name is required"],
      [/^Email/, "Email is required"],
      [/Phone number/, "Phone number is required"],
      [/Current location/, "Location is required"],
      [/Technology/, "Technology is required"],
      [/Expected salary/, "Expected salary must be a number"],
      [/^Resume/, jobApplicationTexts.resumeRequired],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = field.getAttribute("aria-describedby");
      expect(document.getElementById(describedBy ?? "")?.textContent).toBe(message);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a resume of another type before sending", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplyForm initialTechnology="" />);
    await user.upload(screen.getByLabelText(/^Resume/), pdf("photo.png"));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText(jobApplicationTexts.resumeType)).toBeTruthy();
  });

  it("the fresher box clears and disables last company, and an empty last_company is sent without the flag", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: "Application received" }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<ApplyForm initialTechnology="Flutter Developer" />);
    await fillValid(user);

    const lastCompany = screen.getByLabelText(/Last company/) as HTMLInputElement;
    expect(lastCompany.value).toBe("Acme Infotech");
    await user.click(screen.getByLabelText("I am a fresher"));
    expect(lastCompany.disabled).toBe(true);
    expect(lastCompany.value).toBe("");
    expect(lastCompany.placeholder).toBe(jobApplicationTexts.fresherPlaceholder);

    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText(jobApplicationTexts.success)).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(APPLY_URL);
    const sent = init.body as FormData;
    expect(sent.get("last_company")).toBe("");
    expect(sent.has("fresher")).toBe(false);
    expect(sent.get("technology")).toBe("Flutter Developer");
    expect(sent.get("fullName")).toBe("Asha Patel");
    expect((sent.get("resume") as File).name).toBe("resume.pdf");

    // Reset, but the preselected technology stays.
    await waitFor(() => expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe(""));
    expect((screen.getByLabelText(/Technology/) as HTMLInputElement).value).toBe("Flutter Developer");
  });

  it("shows the server's message, or 'Something went wrong', and the field errors it names", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(
          {
            success: false,
            message: "Please check the form",
            errors: [{ field: "email", message: "Email is taken" }],
          },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    render(<ApplyForm initialTechnology="React Developer" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Please check the form")).toBeTruthy();
    expect(screen.getByText("Email is taken")).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText(jobApplicationTexts.failed)).toBeTruthy();
  });

  it("a transport failure shows 'Error submitting application'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const user = userEvent.setup();
    render(<ApplyForm initialTechnology="React Developer" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText(jobApplicationTexts.transportError)).toBeTruthy();
  });
});
