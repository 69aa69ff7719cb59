// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientCollection } from "#src/features/clients/client.collection.ts";
import { clientTexts } from "#src/features/clients/client.schema.ts";
import { PostJobForm } from "#src/features/jobs/admin/post-job-page.tsx";
import { ProjectForm } from "#src/features/portfolio/admin/project-form.tsx";
import { projectTexts } from "#src/features/portfolio/project.schema.ts";
import { teamMemberCollection } from "#src/features/team-members/team-member.collection.ts";
import { teamMemberTexts } from "#src/features/team-members/team-member.schema.ts";
import { AddContentForm } from "#src/ui/admin/content-screen.tsx";
import AdminLoginPage from "./admin-login-page.tsx";

// The forms' validation messages, shown next to their fields before anything is sent.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function png(name: string, bytes = 1000) {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}
const OVER_5MB = 5 * 1024 * 1024 + 1;

function noFetch() {
  return vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no request expected"));
}

describe("admin login form", () => {
  it("asks for the number and the password", async () => {
    const fetch = noFetch();
    const router = createMemoryRouter([{ path: "/admin", element: <AdminLoginPage /> }], {
      initialEntries: ["/admin"],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Number is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText(/^Number/).getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("post job form", () => {
  it("needs a job name, a time and a location", async () => {
    const fetch = noFetch();
    render(<PostJobForm onPosted={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Post Job" }));
    expect(await screen.findByText("Job name is required")).toBeTruthy();
    expect(screen.getByText("Time is required")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("team member form", () => {
  it("needs name, role and image, and checks the social links", async () => {
    const fetch = noFetch();
    render(<AddContentForm collection={teamMemberCollection} onAdded={() => undefined} />);
    expect((screen.getByRole("combobox", { name: /Type/ }) as HTMLSelectElement).value).toBe("leader");
    await userEvent.type(screen.getByRole("textbox", { name: "Facebook" }), "facebook dot com");
    await userEvent.click(screen.getByRole("button", { name: "Add Member" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Role is required")).toBeTruthy();
    expect(screen.getByText(teamMemberTexts.imageRequired)).toBeTruthy();
    expect(screen.getByText("Facebook must be a valid URL starting with http:// or https://")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses an image over 5MB", async () => {
    render(<AddContentForm collection={teamMemberCollection} onAdded={() => undefined} />);
    await userEvent.upload(screen.getByLabelText(/^Image/), png("big.png", OVER_5MB));
    expect(await screen.findByText(teamMemberTexts.imageTooLarge)).toBeTruthy();
  });
});

describe("client form", () => {
  it("needs a name and a logo file ('Please select a logo file')", async () => {
    const fetch = noFetch();
    render(<AddContentForm collection={clientCollection} onAdded={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Client" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText(clientTexts.logoRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes image files only", async () => {
    render(<AddContentForm collection={clientCollection} onAdded={() => undefined} />);
    const input = screen.getByLabelText(/^Logo/);
    await userEvent.upload(input, new File(["%PDF"], "logo.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    expect(await screen.findByText(clientTexts.logoNotImage)).toBeTruthy();
  });
});

describe("project form", () => {
  const categories = [{ id: 1, name: "Web Applications" }];
  function renderForm(initialCategoryId: number | null = 1) {
    // The technologies other projects use are already known, so the form asks nothing on its own:
    // any request the tests see is the form's save.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    queryClient.setQueryData(["admin", "projects", "technologies"], { success: true, data: [] });
    render(
      <QueryClientProvider client={queryClient}>
        <ProjectForm
          categories={categories}
          initialCategoryId={initialCategoryId}
          project={null}
          onSaved={() => undefined}
          onCancel={() => undefined}
          onChanged={() => undefined}
        />
      </QueryClientProvider>,
    );
  }

  it("needs a category, a name and a description", async () => {
    const fetch = noFetch();
    renderForm(null);
    await userEvent.click(screen.getByRole("button", { name: "Add Project" }));
    expect(await screen.findByText(projectTexts.noCategory)).toBeTruthy();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the size messages of the poster, the images and a technology icon", async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText(/^Poster image/), png("poster.png", OVER_5MB));
    expect(await screen.findByText(projectTexts.posterTooLarge)).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/^Add images/), [png("a.png"), png("b.png", OVER_5MB)]);
    expect(await screen.findByText(projectTexts.imagesTooLarge)).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/^Technology icon/), png("icon.png", OVER_5MB));
    expect(await screen.findByText(projectTexts.iconTooLarge)).toBeTruthy();
  });

  it("a technology needs both a name and an icon, and can be removed before saving", async () => {
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Technology name" }), "Rust");
    await userEvent.click(screen.getByRole("button", { name: "Add technology" }));
    expect(await screen.findByText(projectTexts.technologyNeedsBoth)).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/^Technology icon/), png("rust.png"));
    await userEvent.click(screen.getByRole("button", { name: "Add technology" }));
    const pending = await screen.findByRole("list", { name: "Technologies to upload" });
    expect(pending.textContent).toContain("Rust");
    await userEvent.click(screen.getByRole("button", { name: "Remove Rust" }));
    expect(screen.queryByRole("list", { name: "Technologies to upload" })).toBeNull();
  });
});
