import { count } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import {
  makeCategory,
  makeClient,
  makeJob,
  makeProject,
  makeTeamMember,
  makeTestimonial,
  renderClientLogo,
  renderPortrait,
  renderProjectFiles,
  renderTestimonialPortrait,
} from "#src/server/db/factories.ts";
import {
  sampleClients,
  sampleJobs,
  sampleLeaders,
  samplePortfolio,
  sampleTeamMembers,
  sampleTestimonials,
} from "#src/server/db/sample/sample-content.ts";
import { clients, jobs, portfolioCategories, teamMembers, testimonials } from "#src/server/db/schema.ts";

async function isContentEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [clients, teamMembers, jobs, portfolioCategories, testimonials].map(async (table) => {
      const [row] = await db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    }),
  );
  return counts.every((value) => value === 0);
}

/**
 * Fills an empty database with the sample content (SEED_SAMPLE_CONTENT). A database that has
 * any content is left alone, so a second start changes nothing.
 * Rows are created oldest-first in reverse so that "newest first" lists show the sample order.
 */
export async function seedSampleContent(db: Db, images: ImageStore): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;

  // Every image is rendered first, all at once (sharp spreads them over its threads); the rows
  // are then inserted one by one, so their order is the sample's.
  const people = [
    ...sampleLeaders.map((person) => ({ person, type: "leader" as const })),
    ...sampleTeamMembers.map((person) => ({ person, type: "team" as const })),
  ];
  const [logos, portraits, projectFiles, testimonialPortraits] = await Promise.all([
    Promise.all(sampleClients.map((client, index) => renderClientLogo(images, client, index))),
    Promise.all(people.map(({ person }, seed) => renderPortrait(images, person, seed))),
    Promise.all(
      samplePortfolio.map((category) =>
        Promise.all(category.projects.map((project) => renderProjectFiles(images, project))),
      ),
    ),
    Promise.all(sampleTestimonials.map((item, index) => renderTestimonialPortrait(images, item, index))),
  ]);

  for (const [index, client] of [...sampleClients.entries()].reverse()) {
    await makeClient(db, images, client, index, logos[index]);
  }
  for (const [seed, { person, type }] of [...people.entries()].reverse()) {
    await makeTeamMember(db, images, person, type, seed, portraits[seed]);
  }
  for (const job of [...sampleJobs].reverse()) await makeJob(db, job);
  for (const [categoryIndex, category] of samplePortfolio.entries()) {
    const row = await makeCategory(db, category.name);
    for (const [projectIndex, project] of [...category.projects.entries()].reverse()) {
      await makeProject(db, images, row.id, project, projectFiles[categoryIndex]![projectIndex]);
    }
  }
  for (const [index, item] of [...sampleTestimonials.entries()].reverse()) {
    await makeTestimonial(db, images, item, index, testimonialPortraits[index]);
  }
  return true;
}
