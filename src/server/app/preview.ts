import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientCollection } from "#src/features/clients/client.collection.ts";
import { articleEditionInput } from "#src/features/insights/server/articles.editable.ts";
import { draftArticle } from "#src/features/insights/server/articles.public.ts";
import { type PublicPage, pageInput } from "#src/features/pages/page.schema.ts";
import type { ProjectRowAnswer } from "#src/features/portfolio/project.schema.ts";
import { mergeSiteSettings } from "#src/features/site-settings/server/site-settings.public.ts";
import { teamMemberCollection } from "#src/features/team-members/team-member.collection.ts";
import { testimonialCollection } from "#src/features/testimonials/testimonial.collection.ts";
import type { ContentCollection } from "#src/lib/content-collection.ts";
import { EDITION_KEY_PATTERN, editionTexts } from "#src/lib/editions.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { contentAnswers, imageFocusOf } from "#src/platform/content-kit/content-routes.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { EditionData, PreviewTarget } from "#src/platform/editions/editions.ts";
import { fieldErrors } from "#src/platform/http/api-errors.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "#src/platform/http/page-bridge.ts";
import type { PageData } from "#src/site/page-data.ts";

/** A record not published yet stands on the page under this id. */
const NEW_RECORD_ID = 0;

/** The record in its place in the list, or first when it is new (a new record shows first). */
function inPlace<Row extends { id: number }>(rows: readonly Row[], row: Row | undefined, id: number): Row[] {
  const others = rows.filter((other) => other.id !== id);
  if (!row) return others;
  const at = rows.findIndex((other) => other.id === id);
  return at === -1 ? [row, ...others] : [...others.slice(0, at), row, ...others.slice(at)];
}

function contentOverlay(
  collection: ContentCollection,
  list: "listClients" | "listTeamMembers" | "listTestimonials",
) {
  const { toAnswer } = contentAnswers(collection);
  return (published: PageData, target: PreviewTarget, data: EditionData, db: Db): PageData => {
    const id = target.recordId ?? NEW_RECORD_ID;
    const values: Record<string, unknown> = { ...data, id, visible: true };
    for (const key of collection.noneWhenEmpty ?? []) values[key] = values[key] || null;
    const row = toAnswer(values) as { id: number };
    const file = String(data[collection.image.field] ?? "");
    return {
      ...published,
      // The draft's image is cropped around its focal point, as the published record's is.
      [list]: async () => {
        const focusOf = await imageFocusOf(db, collection, [file]);
        return inPlace((await published[list]()) as { id: number }[], { ...row, ...focusOf(file) }, id);
      },
    } as PageData;
  };
}

/** How each editable's draft takes its place in what the pages read. */
const overlays: Record<
  string,
  (published: PageData, target: PreviewTarget, data: EditionData, db: Db, now: Date) => PageData
> = {
  clients: contentOverlay(clientCollection, "listClients"),
  team: contentOverlay(teamMemberCollection, "listTeamMembers"),
  testimonials: contentOverlay(testimonialCollection, "listTestimonials"),
  jobs: (published, target, data) => {
    const id = target.recordId ?? NEW_RECORD_ID;
    const row = {
      id,
      jobname: String(data.jobname),
      time: String(data.time),
      location: String(data.location),
      description: String(data.description ?? ""),
      requirements: String(data.requirements ?? ""),
      experience: String(data.experience ?? ""),
      employment_type: (data.employment_type || null) as never,
      state: data.state === "closed" ? ("closed" as const) : ("open" as const),
    };
    return {
      ...published,
      listJobs: async () => inPlace(await published.listJobs(), row.state === "open" ? row : undefined, id),
    };
  },
  projects: (published, target, data) => {
    const id = target.recordId ?? NEW_RECORD_ID;
    const row: ProjectRowAnswer = {
      id,
      category_id: Number(data.category_id),
      name: String(data.name),
      description: String(data.description),
      highlights: String(data.highlights ?? ""),
      build_for: String(data.build_for ?? ""),
      industry: String(data.industry ?? ""),
      country: String(data.country ?? ""),
      side_image: data.side_image ? uploadUrl("projects", String(data.side_image)) : null,
    };
    return {
      ...published,
      listAllProjects: async () => inPlace(await published.listAllProjects(), row, id),
      listProjects: async (categoryId) =>
        inPlace(
          await published.listProjects(categoryId),
          row.category_id === categoryId ? row : undefined,
          id,
        ),
      getProject: async (projectId) => {
        if (projectId !== id) return published.getProject(projectId);
        const live = id === NEW_RECORD_ID ? undefined : await published.getProject(id);
        // The draft's screens and technologies when it names them (stored file names), else the live ones.
        const images = Array.isArray(data.images)
          ? data.images.map((file, index) => ({
              id: index + 1,
              image_url: uploadUrl("projects", String(file)),
            }))
          : (live?.images ?? []);
        const technologies = Array.isArray(data.technologies)
          ? (data.technologies as { tech_name?: unknown; tech_icon?: unknown }[]).map(
              (technology, index) => ({
                id: index + 1,
                tech_name: String(technology.tech_name ?? ""),
                tech_icon: uploadUrl("technologies", String(technology.tech_icon ?? "")),
              }),
            )
          : (live?.technologies ?? []);
        return { ...row, images, technologies };
      },
    };
  },
  // The draft at its path; every other path as published.
  pages: (published, _target, data) => {
    const page = pageInput.safeParse(data);
    if (!page.success) return published;
    const draft: PublicPage = {
      path: page.data.path,
      title: page.data.title,
      blocks: page.data.blocks,
      seo: page.data.seo,
    };
    return {
      ...published,
      // A new page, or one moved, is found at the draft's path too.
      getPage: async (path) => (path === draft.path ? draft : published.getPage(path)),
    };
  },
  // The draft at its slug, wherever it stands (a draft, scheduled, or changed since published);
  // the listing as published.
  articles: (published, target, data, db, now) => {
    const article = articleEditionInput.safeParse(data);
    if (!article.success) return published;
    return {
      ...published,
      getArticle: async (slug) =>
        slug === article.data.slug
          ? draftArticle(db, target.recordId ?? NEW_RECORD_ID, article.data, now)
          : published.getArticle(slug),
    };
  },
  settings: (published, _target, data) => ({
    ...published,
    getSiteSettings: async () => mergeSiteSettings(data, await published.getSiteSettings()),
  }),
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * GET /preview/{name}/{key}?expires&signature: a draft rendered as the public page will show it,
 * from a signed link that works without a session for 24 hours (docs/decisions/0046-drafts-and-versions.md).
 * Never cached, never indexed; an expired or forged link is a 404.
 */
export function registerPreview(
  app: FastifyInstance,
  context: ApiContext,
  pages: () => Promise<PageRequestHandler>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/preview/:name/:key",
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(40), key: z.string().regex(EDITION_KEY_PATTERN) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      reply.header("x-robots-tag", "noindex, nofollow");
      const { name, key } = request.params;
      const target = await context.editions.previewTarget(
        name,
        key,
        request.query.expires,
        request.query.signature,
      );
      const overlay = overlays[name];
      if (!target || !overlay) {
        return reply
          .status(404)
          .type("text/html; charset=utf-8")
          .send(previewMessage(editionTexts.previewExpired));
      }
      const parsed = target.editable.input.safeParse(target.data);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error).map((error) => `${error.field}: ${error.message}`);
        return reply
          .status(422)
          .type("text/html; charset=utf-8")
          .send(previewMessage(`The draft cannot be shown until it is complete. ${errors.join("; ")}`));
      }
      const data = { ...target.data, ...parsed.data };
      const path = target.editable.previewPath(target.recordId, data);
      const response = await renderPage(request, reply, await pages(), undefined, path, ((
        published: PageData,
      ) => overlay(published, target, data, context.db, context.now())) as (published: never) => unknown);
      // The page's own caching headers give way: a preview is one person's, and never indexed.
      const headers = new Headers(response.headers);
      headers.set("cache-control", "private, no-store");
      headers.set("x-robots-tag", "noindex, nofollow");
      headers.delete("etag");
      return sendResponse(request, reply, new Response(response.body, { status: response.status, headers }));
    },
  );
}

function previewMessage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview</title></head><body><main><h1>Preview</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
