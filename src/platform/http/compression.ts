import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses what is made per request (pages and JSON). Built assets are precompressed at
 * build time (scripts/precompress.ts) and images are already compressed formats, so neither is
 * compressed again. Brotli at quality 4 costs little CPU and still beats gzip -6 in size.
 */
/** Below this many bytes, compressing costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(text\/html|application\/json|application\/xml|text\/plain|text\/xml)/,
  });
}
