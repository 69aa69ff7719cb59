import Fastify from "fastify";

/**
 * The yardstick of `npm run bench`: a bare Fastify, no logger, no hooks. `GET /empty` answers
 * an empty body; `GET /bytes/N` answers N bytes (made once per size), so a product answer is
 * compared with a bare answer of the same size.
 */
const app = Fastify({ logger: false });
const bodies = new Map<number, Buffer>();
app.get("/empty", async (_request, reply) => reply.send());
app.get<{ Params: { bytes: string } }>("/bytes/:bytes", async (request, reply) => {
  const size = Math.min(Number(request.params.bytes) || 0, 10_000_000);
  let body = bodies.get(size);
  if (!body) {
    body = Buffer.alloc(size, "a");
    bodies.set(size, body);
  }
  return reply.type("application/octet-stream").send(body);
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
const address = app.server.address();
// The bench reads the port from this line.
console.log(`listening on ${typeof address === "object" && address ? address.port : ""}`);
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
