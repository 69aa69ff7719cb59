import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { projectPath } from "#src/platform/project-path.ts";

const ONE_YEAR_SECONDS = 31_536_000;

/** The built client (build/client): its hashed bundles and the few public files beside them. */
export async function registerBuiltAssets(app: FastifyInstance, serveBuiltAssets: boolean | undefined) {
  const clientDir = projectPath("build", "client");
  if (serveBuiltAssets && existsSync(clientDir)) {
    const served = {
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      preCompressed: true,
    } as const;
    // The bundles (hashed names): one route for all, cached for a year, answering only the
    // names listed once at start. A route per file cost ~0.1 s of every start; @fastify/static's
    // own wildcard route reads the folder on every request (docs/decisions/0024-start-and-memory.md).
    const assetsDir = path.join(clientDir, "assets");
    // Recursive: the public pages' islands are in a folder of their own (scripts/build-islands.ts).
    const assetNames = new Set(
      readdirSync(assetsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(assetsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
        ),
    );
    await app.register(fastifyStatic, {
      ...served,
      root: assetsDir,
      serve: false,
      decorateReply: true,
      // @fastify/static 10 hands Fastify's reply here, not Node's response.
      setHeaders(reply: unknown) {
        (reply as FastifyReply).header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
    app.route({
      method: ["GET", "HEAD"],
      url: "/assets/*",
      schema: { hide: true },
      handler: (request, reply) => {
        const name = (request.params as { "*": string })["*"];
        return assetNames.has(name) ? reply.sendFile(name) : reply.callNotFound();
      },
    });
    // The few public files (icons, images, media), a route each, so every other path is a page.
    await app.register(fastifyStatic, {
      ...served,
      root: clientDir,
      prefix: "/",
      wildcard: false,
      globIgnore: ["assets/**", ".vite/**"],
      setHeaders(reply: unknown) {
        (reply as FastifyReply).header("cache-control", "public, max-age=86400");
      },
    });
  }
}
