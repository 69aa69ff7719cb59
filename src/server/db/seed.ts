import { count } from "drizzle-orm";
import { createArticle } from "#src/features/insights/server/articles.repository.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import {
  clientLogoArt,
  makeCategory,
  makeClient,
  makeJob,
  makeProject,
  makeTeamMember,
  makeTestimonial,
  portraitArt,
  projectArt,
  projectFilesFrom,
  testimonialPortraitArt,
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
import { sampleArticles } from "./sample/sample-articles.ts";

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
 * The images are named first and stored in the background (`ImageStore.saveLater`, all at once:
 * sharp spreads them over its threads) while the rows are inserted; with `waitForImages: false`
 * (the server's first start) this answers before they are all stored, and a request for one not
 * stored yet waits for it (docs/decisions/0031-fresh-clone-start.md).
 */
export async function seedSampleContent(
  db: Db,
  images: ImageStore,
  options: { waitForImages?: boolean } = {},
): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;

  const people = [
    ...sampleLeaders.map((person) => ({ person, type: "leader" as const })),
    ...sampleTeamMembers.map((person) => ({ person, type: "team" as const })),
  ];
  const projects = samplePortfolio.flatMap((category) => category.projects);
  const projectArts = projects.map((project) => projectArt(project));
  const arts = [
    ...sampleClients.map((client, index) => clientLogoArt(client, index)),
    ...people.map(({ person }, seed) => portraitArt(person, seed)),
    ...sampleTestimonials.map((item, index) => testimonialPortraitArt(item, index)),
    ...projectArts.flat(),
  ];
  const names = await images.saveLater(arts);
  let next = 0;
  const take = (count: number) => {
    next += count;
    return names.slice(next - count, next);
  };
  const logos = take(sampleClients.length);
  const portraits = take(people.length);
  const testimonialPortraits = take(sampleTestimonials.length);
  const projectFiles = new Map(
    projects.map((project, index) => [project, projectFilesFrom(project, take(projectArts[index]!.length))]),
  );

  for (const [index, client] of [...sampleClients.entries()].reverse()) {
    await makeClient(db, images, client, index, logos[index]);
  }
  const memberIds = new Map<string, number>();
  for (const [seed, { person, type }] of [...people.entries()].reverse()) {
    memberIds.set(person.name, (await makeTeamMember(db, images, person, type, seed, portraits[seed])).id);
  }
  for (const job of [...sampleJobs].reverse()) await makeJob(db, job);
  for (const category of samplePortfolio) {
    const row = await makeCategory(db, category.name);
    for (const project of [...category.projects].reverse()) {
      await makeProject(db, images, row.id, project, projectFiles.get(project));
    }
  }
  for (const [index, item] of [...sampleTestimonials.entries()].reverse()) {
    await makeTestimonial(db, images, item, index, testimonialPortraits[index]);
  }
  // Insights' articles: the projects' posters as covers, team members as authors.
  for (const article of sampleArticles) {
    const project = projects.find((candidate) => candidate.name === article.coverProject);
    const files = project ? projectFiles.get(project) : undefined;
    const screen = article.screen === undefined ? undefined : files?.screens[article.screen];
    await createArticle(db, {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      cover: files?.poster ?? null,
      authorId: memberIds.get(article.author) ?? null,
      category: article.category,
      tags: article.tags,
      status: "published",
      publishedAt: new Date(article.publishedAt),
      body: article.body(screen && uploadUrl("projects", screen)),
      seo: {},
    });
  }
  if (options.waitForImages !== false) await images.written();
  return true;
}
