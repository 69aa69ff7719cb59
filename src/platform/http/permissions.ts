import type { FastifyRequest } from "fastify";
import { can, type Permission, permissionTexts } from "#src/lib/permissions.ts";
import { ApiError } from "./api-errors.ts";

/**
 * What an admin route needs (docs/decisions/0033-roles-and-permissions.md): one permission,
 * several of which any one will do, or a function of the request (a `:kind` in the path, a CSV
 * asked for in the query) answering one of those.
 */
export type RoutePermission =
  | Permission
  | readonly Permission[]
  | ((request: FastifyRequest) => Permission | readonly Permission[]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The permission an admin route needs: checked by one hook after the session (src/server/app.ts).
     * A guarded route without one answers 403 to everyone, and the route walk's test fails.
     */
    permission?: RoutePermission;
  }
}

export function forbidden(): ApiError {
  return new ApiError(403, permissionTexts.forbidden);
}

/** Whether the signed-in account has the permission (none without a session). */
export function allowed(request: FastifyRequest, permission: Permission): boolean {
  return can(request.admin?.roles, permission);
}

/** Throws 403 unless the signed-in account has the permission. */
export function requireAllowed(request: FastifyRequest, permission: Permission): void {
  if (!allowed(request, permission)) throw forbidden();
}

/**
 * The check after authentication, for every guarded route: deny by default, so a route that
 * declares nothing answers 403 rather than open.
 */
export function requireRoutePermission(request: FastifyRequest): void {
  const config = request.routeOptions.config;
  if (config.public === true) return;
  const declared = config.permission;
  if (declared === undefined) throw forbidden();
  const needed = typeof declared === "function" ? declared(request) : declared;
  const anyOf: readonly Permission[] = typeof needed === "string" ? [needed] : needed;
  if (!anyOf.some((permission) => allowed(request, permission))) throw forbidden();
}

/** Read for a list, export when it is asked as a file (`format=csv` or `format=xlsx`). */
export function readOrExport(read: Permission, exported: Permission) {
  return (request: FastifyRequest): Permission => {
    const format = (request.query as { format?: unknown } | undefined)?.format;
    return format === undefined || format === null || format === "" ? read : exported;
  };
}
