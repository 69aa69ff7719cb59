import type { FastifyInstance } from "fastify";
import { ApiError } from "#src/platform/http/api-errors.ts";

/** The answers of what no route answers, and of every failure: JSON under /api, the error's own status. */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    const capital = request.routeOptions.config?.capitalSuccess === true;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({
        ...(capital ? { Success: false } : {}),
        success: false,
        message: "Something went wrong on our side.",
        requestId: request.id,
      });
    }
    if (error instanceof ApiError && error.headers) reply.headers(error.headers);
    return reply.status(status).send({
      ...(capital ? { Success: false } : {}),
      success: false,
      message: error.message,
      ...(request.routeOptions.config?.errorField === true ? { error: error.message } : {}),
      ...(error instanceof ApiError && error.errors ? { errors: error.errors } : {}),
    });
  });
}
