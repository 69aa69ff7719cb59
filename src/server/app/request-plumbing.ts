import type { FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { zodValidatorCompiler } from "#src/platform/http/api-errors.ts";
import type { RoutePermission } from "#src/platform/http/permissions.ts";

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** What the route needs of a signed-in account (src/platform/http/permissions.ts). */
  permission?: RoutePermission;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route, as registered (the route-inventory test checks each is public or guarded). */
    routeInventory: RegisteredRoute[];
  }
}

/**
 * What every request goes through whatever it asks for: the route inventory, JSON bodies, zod
 * validation and serialisation, the request id, and a clean stop (`onClosing` runs first).
 */
export function registerRequestPlumbing(app: FastifyInstance, onClosing: () => void) {
  app.decorate("routeInventory", [] as RegisteredRoute[]);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeInventory.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permission: route.config?.permission,
      });
    }
  });

  // An empty JSON body (a DELETE or logout sent with a JSON content type) is "no body", not a 400.
  const defaultJsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return defaultJsonParser(request, body.toString(), done);
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A request that finishes while the server closes ends its connection; otherwise the
  // keep-alive connection stays open and close() waits out its timeout (graceful stop test).
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    onClosing();
    done();
  });
  // Hooks on every request take a callback rather than being async: an answer whose hooks all
  // finish at once is written in the same turn, with no promise to wait on (docs/performance.md).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  return { isClosing: () => closing };
}
