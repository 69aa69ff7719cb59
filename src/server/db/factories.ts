import type { PgTable } from "drizzle-orm/pg-core";
import { clientStore } from "#src/features/clients/server/clients.repository.ts";
import { cloudVpsEnquiries } from "#src/features/cloud-vps/server/cloud-vps.table.ts";
import { contactMessages } from "#src/features/contact-messages/server/contact-messages.table.ts";
import { hireRequests } from "#src/features/hire-requests/server/hire-requests.table.ts";
import type { NewJobApplication } from "#src/features/job-applications/server/job-applications.repository.ts";
import { createJobApplication } from "#src/features/job-applications/server/job-applications.repository.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { createJob } from "#src/features/jobs/server/jobs.repository.ts";
import {
  addProjectImages,
  addProjectTechnologies,
  createCategory,
  createProject,
} from "#src/features/portfolio/server/portfolio.repository.ts";
import { teamMemberStore } from "#src/features/team-members/server/team-members.repository.ts";
import { testimonialStore } from "#src/features/testimonials/server/testimonials.repository.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { Db } from "#src/platform/db/client.ts";
import { detectResume } from "#src/platform/uploads/file-types.ts";
import type { ImageStore, LaterImage } from "#src/platform/uploads/image-store.ts";
import type { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import {
  clientLogoSvg,
  portraitSvg,
  projectScreenSvg,
  techIconSvg,
} from "#src/server/db/sample/sample-art.ts";
import {
  type SampleClient,
  type SampleJob,
  type SamplePerson,
  type SampleProject,
  type SampleTestimonial,
  sampleClients,
  sampleJobs,
  sampleLeaders,
  sampleProjects,
  sampleTestimonials,
} from "#src/server/db/sample/sample-content.ts";

/**
 * Factories that create real rows with real images, through the same repositories and the
 * same image pipeline as the API. The seed and the tests both use them.
 */

/** The sample images are generated art: WebP effort 2 takes 38 % less CPU than 4 (files 4 % larger). */
const ART_EFFORT = 2;
const art = (folder: UploadFolder, source: string): LaterImage => ({
  folder,
  input: Buffer.from(source),
  effort: ART_EFFORT,
});
const save = (images: ImageStore, image: LaterImage) =>
  images.save(image.folder, image.input, { effort: image.effort });

// The sample images, drawn (SVG) but not yet stored: the seed stores them in the background.

export const clientLogoArt = (client: SampleClient, index = 0) =>
  art("clients", clientLogoSvg(client.name, index));
export const portraitArt = (person: SamplePerson, seed = 0) => art("team", portraitSvg(seed, person.name));
/** The same generated portraits the testimonials block showed before it read the database. */
export const testimonialPortraitArt = (testimonial: SampleTestimonial, index = 0) =>
  art("testimonials", portraitSvg(index + 11, testimonial.name));
/** A project's poster (its first screen), its screens, then its technologies' icons. */
export const projectArt = (project: SampleProject) => [
  ...[project.images[0]!, ...project.images].map((spec) =>
    art("projects", projectScreenSvg(spec, project.name)),
  ),
  ...project.technologies.map((name) => art("technologies", techIconSvg(name))),
];

export function renderClientLogo(images: ImageStore, client: SampleClient, index = 0) {
  return save(images, clientLogoArt(client, index));
}

export async function makeClient(
  db: Db,
  images: ImageStore,
  client: SampleClient = sampleClients[0]!,
  index = 0,
  logo?: string,
) {
  return clientStore.create(db, {
    name: client.name,
    alt: client.alt,
    logo: logo ?? (await renderClientLogo(images, client, index)),
  });
}

export function renderPortrait(images: ImageStore, person: SamplePerson, seed = 0) {
  return save(images, portraitArt(person, seed));
}

export async function makeTeamMember(
  db: Db,
  images: ImageStore,
  person: SamplePerson = sampleLeaders[0]!,
  type: "leader" | "team" = "leader",
  seed = 0,
  image?: string,
) {
  return teamMemberStore.create(db, {
    name: person.name,
    role: person.role,
    type,
    image: image ?? (await renderPortrait(images, person, seed)),
    instagram: person.instagram ?? null,
    facebook: person.facebook ?? null,
    linkedin: person.linkedin ?? null,
  });
}

export function renderTestimonialPortrait(images: ImageStore, testimonial: SampleTestimonial, index = 0) {
  return save(images, testimonialPortraitArt(testimonial, index));
}

export async function makeTestimonial(
  db: Db,
  images: ImageStore,
  testimonial: SampleTestimonial = sampleTestimonials[0]!,
  index = 0,
  image?: string,
) {
  return testimonialStore.create(db, {
    name: testimonial.name,
    role: testimonial.role,
    rating: testimonial.rating,
    feedback: testimonial.feedback,
    image: image ?? (await renderTestimonialPortrait(images, testimonial, index)),
  });
}

export function makeJob(db: Db, job: SampleJob = sampleJobs[0]!) {
  const { employmentType, ...fields } = job;
  return createJob(db, { ...fields, employmentType: employmentType ?? null });
}

export function makeCategory(db: Db, name = "Web Applications") {
  return createCategory(db, name);
}

export interface ProjectFiles {
  poster: string;
  screens: string[];
  icons: string[];
}

/** A project's files from the names `projectArt`'s images were stored under, in its order. */
export function projectFilesFrom(project: SampleProject, names: readonly string[]): ProjectFiles {
  const screenCount = project.images.length;
  return {
    poster: names[0]!,
    screens: names.slice(1, 1 + screenCount),
    icons: names.slice(1 + screenCount, 1 + screenCount + project.technologies.length),
  };
}

/** The poster, screens and technology icons of a sample project, stored as the API would. */
export async function renderProjectFiles(images: ImageStore, project: SampleProject): Promise<ProjectFiles> {
  const names = await Promise.all(projectArt(project).map((image) => save(images, image)));
  return projectFilesFrom(project, names);
}

export async function makeProject(
  db: Db,
  images: ImageStore,
  categoryId: number,
  project: SampleProject = sampleProjects[0]!,
  files?: ProjectFiles,
) {
  const { poster, screens, icons } = files ?? (await renderProjectFiles(images, project));
  const row = await createProject(db, {
    categoryId,
    name: project.name,
    description: project.description,
    highlights: project.highlights,
    buildFor: project.build_for,
    industry: project.industry,
    country: project.country,
    sideImage: poster,
  });
  await addProjectImages(db, row.id, screens);
  await addProjectTechnologies(
    db,
    row.id,
    project.technologies.map((techName, position) => ({ techName, techIcon: icons[position]! })),
  );
  return row;
}

// Submissions as rows, for tests that need a given date or status without posting a form.

/** Inserts one row and answers it as stored. */
async function insertRow<Table extends PgTable>(
  db: Db,
  table: Table,
  values: Table["$inferInsert"],
): Promise<Table["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  return row as Table["$inferSelect"];
}

export function makeContactMessage(db: Db, row: Partial<typeof contactMessages.$inferInsert> = {}) {
  return insertRow(db, contactMessages, {
    name: "Asha Mehta",
    email: "asha@example.com",
    number: "",
    message: "Hello",
    ...row,
  });
}

export function makeHireRequest(db: Db, row: Partial<typeof hireRequests.$inferInsert> = {}) {
  return insertRow(db, hireRequests, {
    name: "Neha Joshi",
    email: "neha@example.com",
    developer: "Web Development",
    description: "A shop",
    ...row,
  });
}

export function makeCloudVpsEnquiry(db: Db, row: Partial<typeof cloudVpsEnquiries.$inferInsert> = {}) {
  return insertRow(db, cloudVpsEnquiries, {
    name: "Kiran Patel",
    email: "kiran@example.com",
    number: "9876543210",
    message: "4 vCPU",
    ...row,
  });
}

/** An application row whose resume file is `resume` (written by the caller, or absent). */
export function makeJobApplicationRow(db: Db, row: Partial<typeof jobApplications.$inferInsert> = {}) {
  return insertRow(db, jobApplications, {
    fullName: "Priya Shah",
    email: "priya@example.com",
    phone: "+91 9876543210",
    location: "Ahmedabad",
    technology: "React Developer",
    salary: "650000",
    lastCompany: "Acme",
    resume: `${crypto.randomUUID()}.pdf`,
    resumeType: "application/pdf",
    ...row,
  });
}

/** A tiny but well-formed PDF, the default resume. */
export const samplePdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );

/** A job application with its resume stored privately, as POST /api/applyjob/apply leaves it. */
export async function makeJobApplication(
  db: Db,
  resumes: ResumeStore,
  application: Partial<Omit<NewJobApplication, "resume" | "resumeType">> = {},
  resume: Buffer = samplePdf(),
) {
  const type = await detectResume(resume);
  if (!type) throw new Error("makeJobApplication: the resume is not a PDF, DOC or DOCX");
  return createJobApplication(db, {
    fullName: "Priya Shah",
    email: "priya@example.com",
    phone: "+91 9876543210",
    location: "Ahmedabad",
    technology: "React Developer",
    salary: "650000",
    lastCompany: "",
    ...application,
    resume: await resumes.save(resume, type),
    resumeType: type.mime,
  });
}
