import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { findApplicationByResume } from "./job-applications.repository.ts";

const RESUME_FILE_NAME = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

/**
 * GET /uploads/resumes/{file}: a private resume, only through a signed, unexpired link
 * (src/platform/uploads/resume-store.ts) to a file that an application still names. Mounted at
 * the root, beside the public images, not under /api.
 */
export function registerResumeDownloadRoute(app: FastifyInstance, context: ApiContext) {
  app.get("/uploads/resumes/:file", { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const { expires, signature } = request.query as { expires?: string; signature?: string };
    const notFound = () => reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!RESUME_FILE_NAME.test(file)) return notFound();
    if (!context.resumes.verify(file, expires, signature, context.now())) return notFound();
    const application = await findApplicationByResume(context.db, file);
    if (!application) return notFound();
    let data: Buffer;
    try {
      data = await fs.readFile(context.resumes.pathOf(file));
    } catch {
      return notFound();
    }
    return reply
      .header("content-type", application.resumeType)
      .header("content-disposition", `attachment; filename="resume-${application.id}${path.extname(file)}"`)
      .header("content-security-policy", "sandbox")
      .header("cache-control", "private, no-store")
      .send(data);
  });
}
