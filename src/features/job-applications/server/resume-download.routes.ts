import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { contentDisposition } from "#src/platform/http/content-disposition.ts";
import { allowFramingBySameOrigin } from "#src/platform/http/security-headers.ts";
import { resumeDownloadName } from "./job-applications.inbox.ts";
import { findApplicationByResume } from "./job-applications.repository.ts";

const RESUME_FILE_NAME = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

/**
 * GET /uploads/resumes/{file}: a private resume, only through a signed, unexpired link
 * (src/platform/uploads/resume-store.ts) to a file that an application still names. Mounted at
 * the root, beside the public images, not under /api.
 *
 * A link signed with `inline=1` (the inbox's detail, PDFs only) is shown in the page: answered
 * `inline`, and framable by this origin alone, so the back office can embed it. Everything else
 * downloads as an attachment. Either way the document is sandboxed (no script, no form, its own
 * origin) and never cached.
 */
export function registerResumeDownloadRoute(app: FastifyInstance, context: ApiContext) {
  app.get("/uploads/resumes/:file", { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const { expires, signature, inline } = request.query as {
      expires?: string;
      signature?: string;
      inline?: string;
    };
    const notFound = () => reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!RESUME_FILE_NAME.test(file)) return notFound();
    const wantsInline = inline === "1";
    if (!context.resumes.verify(file, expires, signature, context.now(), { inline: wantsInline })) {
      return notFound();
    }
    const application = await findApplicationByResume(context.db, file);
    if (!application) return notFound();
    const data = await context.resumes.read(file);
    if (!data) return notFound();
    const name = resumeDownloadName(application.id, file, application.resumeName);
    const shownInPage = wantsInline && application.resumeType === "application/pdf";
    if (shownInPage) allowFramingBySameOrigin(reply);
    return reply
      .header("content-type", application.resumeType)
      .header("content-disposition", contentDisposition(shownInPage ? "inline" : "attachment", name))
      .header("content-security-policy", shownInPage ? "sandbox; frame-ancestors 'self'" : "sandbox")
      .header("cache-control", "private, no-store")
      .send(data);
  });
}
