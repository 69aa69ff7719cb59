import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseVariantName } from "#src/lib/responsive-images.ts";
import { UPLOAD_FOLDERS, type UploadFolder } from "#src/lib/upload-urls.ts";
import type { ImageStore } from "./image-store.ts";

const ONE_YEAR_SECONDS = 31_536_000;
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;
const STORED_ID = /^[0-9a-f-]{36}$/;
const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/**
 * An image named but still being written in the background (the first start's sample images,
 * `ImageStore.saveLater`) is answered once written, never as missing. False when its write failed.
 */
async function waitUntilStored(images: ImageStore, folder: string, name: string): Promise<boolean> {
  const write = images.pendingWrite(folder, name);
  if (!write) return true;
  try {
    await write;
    return true;
  } catch {
    return false;
  }
}

function notStoredYet(reply: FastifyReply) {
  return reply
    .status(503)
    .header("retry-after", "60")
    .type("text/plain; charset=utf-8")
    .send("This image could not be stored yet");
}

/**
 * Public images at /uploads/<folder>/<name>, whatever stores them: random names that never
 * change, so they are cached for a year. On disk the static files plugin sends them; from object
 * storage this route reads the object and answers it with the same headers, so the site's URLs
 * are the same either way (docs/decisions/0027-object-storage.md).
 */
export async function registerStoredImages(app: FastifyInstance, images: ImageStore): Promise<void> {
  registerImageVariants(app, images);
  if (images.onDisk) {
    await app.register(async (scope) => {
      scope.addHook("onRequest", async (request, reply) => {
        const [folder = "", name = ""] = request.url.slice("/uploads/".length).split(/[?#]/)[0]!.split("/");
        if (!(await waitUntilStored(images, folder, name))) return notStoredYet(reply);
      });
      await scope.register(fastifyStatic, {
        root: images.root,
        prefix: "/uploads/",
        decorateReply: false,
        index: false,
        dotfiles: "deny",
        maxAge: ONE_YEAR_SECONDS * 1000,
        immutable: true,
      });
    });
    return;
  }
  const folders = new Set<string>(UPLOAD_FOLDERS);
  app.get("/uploads/:folder/:name", { schema: { hide: true } }, async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    const notFound = () => reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!folders.has(folder) || !STORED_NAME.test(name)) return notFound();
    if (!(await waitUntilStored(images, folder, name))) return notStoredYet(reply);
    const etag = `"${name.slice(0, 36)}"`;
    if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
    const data = await images.read(folder as UploadFolder, name);
    if (!data) return notFound();
    return reply
      .header("content-type", "image/webp")
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .send(data);
  });
}

/**
 * The variants of stored images at /uploads/<folder>/<uuid>/w<width>[-x<x>y<y>].<avif|webp>
 * (src/lib/responsive-images.ts; docs/decisions/0044-responsive-images.md), from the disk or the
 * bucket alike: made on the first request and stored, read from the storage after. Only the
 * widths and focal points the folder lists exist; any other name is 404. A variant is cached for
 * a year like the stored image (its name never changes what it shows); while one takes longer to
 * make than a request waits (src/platform/uploads/image-variants.ts), the stored image is answered
 * instead, not to be cached.
 */
function registerImageVariants(app: FastifyInstance, images: ImageStore): void {
  const folders = new Set<string>(UPLOAD_FOLDERS);
  app.get("/uploads/:folder/:id/:variant", { schema: { hide: true } }, async (request, reply) => {
    const { folder, id, variant: name } = request.params as { folder: string; id: string; variant: string };
    const notFound = () => reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!folders.has(folder) || !STORED_ID.test(id)) return notFound();
    const variant = parseVariantName(folder as UploadFolder, name);
    if (!variant) return notFound();
    if (!(await waitUntilStored(images, folder, `${id}.webp`))) return notStoredYet(reply);
    const etag = `"${id}/${name}"`;
    if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
    const answer = await images.variants.get(folder as UploadFolder, id, name, variant);
    if (answer.kind === "missing") return notFound();
    if (answer.kind === "stored") {
      return reply.header("content-type", answer.type).header("cache-control", "no-store").send(answer.data);
    }
    return reply
      .header("content-type", answer.type)
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .send(answer.data);
  });
}
