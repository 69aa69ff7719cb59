import { type APIRequestContext, expect } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../../playwright.config.ts";

/**
 * The rows a journey reads, made by the journey itself through the admin API (as the back office
 * would make them), so that no journey depends on the sample content or on another's rows. Names
 * are unique per call: parallel journeys, and the same journey run twice, never share a row.
 */

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Logs in through POST /api/admin/login as the journeys' admin and answers the bearer header. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A PNG drawn on the fly, as a File for a multipart body. */
export async function pngUpload(name: string, color = "#4f46e5", width = 240, height = 160): Promise<File> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(buffer)], name, { type: "image/png" });
}

function formOf(fields: Record<string, string | undefined>, files: [string, File][] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [key, file] of files) form.append(key, file);
  return form;
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return response.json();
}

export interface JobFields {
  jobname: string;
  time: string;
  location: string;
  description?: string;
  requirements?: string;
  experience?: string;
  employment_type?: "" | "full-time" | "part-time" | "contract" | "internship";
  state?: "open" | "closed";
}

export async function createJob(
  request: APIRequestContext,
  job: JobFields,
): Promise<JobFields & { id: number }> {
  const response = await request.post("/api/job/job", { headers: await adminHeaders(request), data: job });
  return ((await expectOk(response, "POST /api/job/job")) as { data: JobFields & { id: number } }).data;
}

export interface TeamMemberFields {
  name: string;
  role: string;
  type: "leader" | "team";
  instagram?: string;
  facebook?: string;
  linkedin?: string;
}

export async function createTeamMember(
  request: APIRequestContext,
  member: TeamMemberFields,
): Promise<{ id: number }> {
  const form = formOf({ ...member }, [["image", await pngUpload("portrait.png", "#0d9488", 300, 300)]]);
  const response = await request.post("/api/team/add", {
    headers: await adminHeaders(request),
    multipart: form,
  });
  return (await expectOk(response, "POST /api/team/add")) as { id: number };
}

export async function createClient(
  request: APIRequestContext,
  client: { name: string; alt: string },
): Promise<{ id: number }> {
  const form = formOf(client, [["logo", await pngUpload("logo.png", "#f59e0b", 300, 100)]]);
  const response = await request.post("/api/clients", {
    headers: await adminHeaders(request),
    multipart: form,
  });
  return (await expectOk(response, "POST /api/clients")) as { id: number };
}

export interface TestimonialFields {
  name: string;
  role?: string;
  feedback: string;
  rating?: string;
}

export async function createTestimonial(
  request: APIRequestContext,
  testimonial: TestimonialFields,
): Promise<{ id: number }> {
  const form = formOf({ ...testimonial }, [["image", await pngUpload("face.png", "#be185d", 300, 300)]]);
  const response = await request.post("/api/testimonials", {
    headers: await adminHeaders(request),
    multipart: form,
  });
  return (await expectOk(response, "POST /api/testimonials")) as { id: number };
}

/** The portfolio's categories as the site lists them (the API has no route to add one). */
export async function listCategories(request: APIRequestContext): Promise<{ id: number; name: string }[]> {
  const response = await request.get("/api/categories");
  expect(response.status()).toBe(200);
  const categories = (await response.json()) as { id: number; name: string }[];
  expect(categories.length, "the portfolio has categories").toBeGreaterThan(0);
  return categories;
}

export interface ProjectFields {
  categoryId: number;
  name: string;
  description: string;
  highlights?: string;
  buildFor?: string;
  industry?: string;
  country?: string;
  /** How many screens for the carousel (besides the poster). */
  screens?: number;
  technologies?: string[];
}

/** A project with its poster, screens and technologies, saved as the back office saves one. */
export async function createProject(request: APIRequestContext, project: ProjectFields): Promise<number> {
  const headers = await adminHeaders(request);
  const created = await request.post("/api/projects", {
    headers,
    multipart: formOf(
      {
        category_id: String(project.categoryId),
        name: project.name,
        description: project.description,
        highlights: project.highlights,
        build_for: project.buildFor,
        industry: project.industry,
        country: project.country,
      },
      [["side_image", await pngUpload("poster.png", "#4338ca", 800, 500)]],
    ),
  });
  const { id } = (await expectOk(created, "POST /api/projects")) as { id: number };
  const colors = ["#0ea5e9", "#22c55e", "#ef4444", "#a855f7"];
  const screens = await Promise.all(
    Array.from({ length: project.screens ?? 0 }, (_, index) =>
      pngUpload(`screen-${index + 1}.png`, colors[index % colors.length], 640, 400),
    ),
  );
  if (screens.length > 0) {
    const images = await request.post(`/api/projects/${id}/images`, {
      headers,
      multipart: formOf(
        {},
        screens.map((file): [string, File] => ["images", file]),
      ),
    });
    await expectOk(images, "POST /api/projects/{id}/images");
  }
  const names = project.technologies ?? [];
  if (names.length > 0) {
    const icons = await Promise.all(names.map((name) => pngUpload(`${name}.png`, "#334155", 64, 64)));
    const technologies = await request.post(`/api/projects/${id}/technologies/bulk`, {
      headers,
      multipart: formOf(
        { tech_names: JSON.stringify(names) },
        icons.map((file): [string, File] => ["icons", file]),
      ),
    });
    await expectOk(technologies, "POST /api/projects/{id}/technologies/bulk");
  }
  return id;
}
