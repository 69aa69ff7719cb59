import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission, permissionTexts, ROLES, type Role } from "#src/lib/permissions.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "#src/lib/submissions.ts";
import { requireRoutePermission } from "#src/platform/http/permissions.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Every admin route × every role: allowed (anything but a 403) or refused (403 with the same
// message), from this table of what each route needs, written apart from the routes' own
// declarations so that a route that declares the wrong permission fails here
// (docs/decisions/0033-roles-and-permissions.md).

const own: Permission = "own-account:manage";
const kindAction = (action: "read" | "status" | "notes" | "reply" | "assign") => (kind: SubmissionKind) =>
  [`inbox.${kind}:${action}`] as Permission[];
const anyKind = (action: "read" | "status" | "delete") =>
  SUBMISSION_KINDS.map((kind) => `inbox.${kind}:${action}` as Permission);

/** Drafts, versions and the trash of each editable (src/platform/editions/edition-routes.ts). */
const EDITABLES: [name: string, permission: Permission, images: string[]][] = [
  ["clients", "clients:edit", ["logo"]],
  ["team", "team:edit", ["image"]],
  ["testimonials", "testimonials:edit", ["image"]],
  ["jobs", "jobs:edit", []],
  ["settings", "settings:edit", []],
  ["projects", "portfolio:edit", ["side_image", "images", "tech_icon"]],
  ["pages", "pages:edit", []],
  ["articles", "insights:edit", []],
];
const editionRoutes: Record<string, Permission[]> = {
  ...Object.fromEntries(
    EDITABLES.flatMap(([name, permission, images]) =>
      [
        `GET /api/editions/${name}`,
        `POST /api/editions/${name}/drafts`,
        `GET /api/editions/${name}/:key`,
        `PUT /api/editions/${name}/:key/draft`,
        `DELETE /api/editions/${name}/:key/draft`,
        `POST /api/editions/${name}/:key/publish`,
        `PUT /api/editions/${name}/:key/schedule`,
        `DELETE /api/editions/${name}/:key/schedule`,
        `POST /api/editions/${name}/:key/preview-link`,
        `POST /api/editions/${name}/:key/presence`,
        `DELETE /api/editions/${name}/:key/presence`,
        `GET /api/editions/${name}/:id/versions`,
        `GET /api/editions/${name}/:id/versions/:number`,
        `POST /api/editions/${name}/:id/versions/:number/restore`,
        ...images.map((field) => `POST /api/editions/${name}/images/${field}`),
      ].map((route) => [route, [permission]]),
    ),
  ),
  "GET /api/editions/trash": EDITABLES.map(([, permission]) => permission),
  "POST /api/editions/trash/:id/restore": EDITABLES.map(([, permission]) => permission),
  // The media library (docs/decisions/0047-media-library.md).
  "GET /api/media": ["media:edit"],
  "GET /api/media/:id": ["media:edit"],
  "POST /api/media": ["media:edit"],
  "PATCH /api/media/:id": ["media:edit"],
  "PUT /api/media/:id/file": ["media:edit"],
  "DELETE /api/media/:id": ["media:edit"],
  // Insights (docs/decisions/0050-insights-articles.md).
  "GET /api/insights/articles": ["insights:edit"],
  "GET /api/insights/articles/:id": ["insights:edit"],
  "POST /api/insights/articles": ["insights:edit"],
  "PUT /api/insights/articles/:id": ["insights:edit"],
  "DELETE /api/insights/articles/:id": ["insights:edit"],
};

/** What each guarded /api route needs: any one of the permissions listed. */
const NEEDS: Record<string, Permission[] | ((kind: SubmissionKind) => Permission[])> = {
  "POST /api/admin/logout": [own],
  "GET /api/admin/session": [own],
  "GET /api/admin/account": [own],
  "PUT /api/admin/account": [own],
  "POST /api/admin/account/password": [own],
  "GET /api/admin/account/sessions": [own],
  "DELETE /api/admin/account/sessions/:sessionId": [own],
  "POST /api/admin/account/sessions/end-others": [own],
  "POST /api/admin/account/two-factor/setup": [own],
  "POST /api/admin/account/two-factor/confirm": [own],
  "POST /api/admin/account/two-factor/off": [own],
  "GET /api/admin/account/passkeys": [own],
  "POST /api/admin/account/passkeys/options": [own],
  "POST /api/admin/account/passkeys": [own],
  "PATCH /api/admin/account/passkeys/:id": [own],
  "DELETE /api/admin/account/passkeys/:id": [own],
  "GET /api/admin/accounts": ["accounts:manage"],
  "POST /api/admin/accounts": ["accounts:manage"],
  "PUT /api/admin/accounts/:id/roles": ["accounts:manage"],
  "POST /api/admin/accounts/:id/disable": ["accounts:manage"],
  "POST /api/admin/accounts/:id/enable": ["accounts:manage"],
  "POST /api/admin/accounts/:id/reset-password": ["accounts:manage"],
  "DELETE /api/admin/accounts/:id": ["accounts:manage"],
  "PUT /api/admin/security": ["security:edit"],
  "POST /api/admin/accounts/:id/invitation": ["accounts:manage"],
  "DELETE /api/admin/accounts/:id/invitation": ["accounts:manage"],
  "GET /api/admin/audit": ["audit:read"],
  "POST /api/clients": ["clients:edit"],
  "PUT /api/clients/:id": ["clients:edit"],
  "GET /api/clients/order": ["clients:edit"],
  "PUT /api/clients/order": ["clients:edit"],
  "PATCH /api/clients/:id/visibility": ["clients:edit"],
  "DELETE /api/clients/:id": ["clients:edit"],
  "POST /api/team/add": ["team:edit"],
  "PUT /api/team/:id": ["team:edit"],
  "GET /api/team/order": ["team:edit"],
  "PUT /api/team/order": ["team:edit"],
  "PATCH /api/team/:id/visibility": ["team:edit"],
  "DELETE /api/team/:id": ["team:edit"],
  "POST /api/testimonials": ["testimonials:edit"],
  "PUT /api/testimonials/:id": ["testimonials:edit"],
  "GET /api/testimonials/order": ["testimonials:edit"],
  "PUT /api/testimonials/order": ["testimonials:edit"],
  "PATCH /api/testimonials/:id/visibility": ["testimonials:edit"],
  "DELETE /api/testimonials/:id": ["testimonials:edit"],
  "GET /api/job/all": ["jobs:read"],
  "POST /api/job/job": ["jobs:edit"],
  "PUT /api/job/job/:id": ["jobs:edit"],
  "DELETE /api/job/job/:id": ["jobs:delete"],
  "GET /api/contact/contacts": ["inbox.contact:read"],
  "DELETE /api/contact/contact/:id": ["inbox.contact:delete"],
  "GET /api/hiring/hiring/:category": ["inbox.hire:read"],
  "DELETE /api/hiring/hiring/:id": ["inbox.hire:delete"],
  "GET /api/applyjob/applications": ["inbox.application:read"],
  "DELETE /api/applyjob/:id": ["inbox.application:delete"],
  "GET /api/job/job/:id/board": ["inbox.application:read"],
  "PUT /api/applyjob/:id/rating": ["inbox.application:notes"],
  "PUT /api/applyjob/:id/tags": ["inbox.application:notes"],
  "GET /api/hiring/stage-mails": ["inbox.application:read"],
  "PUT /api/hiring/stage-mails/:status": ["jobs:edit"],
  "DELETE /api/hiring/stage-mails/:status": ["jobs:edit"],
  "GET /api/applyjob/:id/stage-mail": ["inbox.application:read"],
  "POST /api/applyjob/:id/stage-mail": ["inbox.application:status"],
  "GET /api/hiring/interviewers": ["inbox.application:read"],
  "GET /api/hiring/interviews": ["inbox.application:read"],
  "GET /api/applyjob/:id/interviews": ["inbox.application:read"],
  "GET /api/applyjob/:id/applied-before": ["inbox.application:read"],
  "POST /api/applyjob/:id/interviews": ["inbox.application:status"],
  "PUT /api/hiring/interviews/:id": ["inbox.application:status"],
  "DELETE /api/hiring/interviews/:id": ["inbox.application:status"],
  "PUT /api/hiring/interviews/:id/feedback": ["inbox.application:notes"],
  "GET /api/cloudvps/cloudvpsdata": ["inbox.cloud_vps:read"],
  "DELETE /api/cloudvps/cloudvpsdelete/:id": ["inbox.cloud_vps:delete"],
  "POST /api/categories": ["portfolio:edit"],
  "PUT /api/categories/order": ["portfolio:edit"],
  "PUT /api/categories/:id": ["portfolio:edit"],
  "DELETE /api/categories/:id": ["portfolio:edit"],
  "GET /api/projects/order": ["portfolio:edit"],
  "PUT /api/projects/order": ["portfolio:edit"],
  "PATCH /api/projects/:id/visibility": ["portfolio:edit"],
  "POST /api/projects": ["portfolio:edit"],
  "PUT /api/projects/:id": ["portfolio:edit"],
  "POST /api/projects/:id/images": ["portfolio:edit"],
  "POST /api/projects/:id/technologies/bulk": ["portfolio:edit"],
  "GET /api/projects/technologies": ["portfolio:edit"],
  "POST /api/projects/:id/technologies/reuse": ["portfolio:edit"],
  "DELETE /api/projects/:id/images/:imageId": ["portfolio:edit"],
  "DELETE /api/projects/:id/technologies/:techId": ["portfolio:edit"],
  "DELETE /api/projects/:id": ["portfolio:edit"],
  "GET /api/outbox": ["outbox:read"],
  "POST /api/outbox/:id/retry": ["outbox:send"],
  "POST /api/outbox/test": ["outbox:send"],
  "GET /api/settings": ["settings:edit"],
  "PUT /api/settings": ["settings:edit"],
  "GET /api/pages": ["pages:edit"],
  "GET /api/pages/:id": ["pages:edit"],
  "POST /api/pages": ["pages:edit"],
  "PUT /api/pages/:id": ["pages:edit"],
  "DELETE /api/pages/:id": ["pages:edit"],
  "GET /api/inbox": anyKind("read"),
  "GET /api/inbox/unread": anyKind("read"),
  "GET /api/inbox/people": anyKind("read"),
  "GET /api/inbox/events": anyKind("read"),
  "GET /api/inbox/settings": ["retention:edit"],
  "PUT /api/inbox/settings": ["retention:edit"],
  "POST /api/inbox/bulk": [...anyKind("status"), ...anyKind("delete")],
  "POST /api/inbox/personal-data/search": ["personal-data:erase"],
  "POST /api/inbox/personal-data/erase": ["personal-data:erase"],
  "GET /api/inbox/:kind/:id": kindAction("read"),
  "PATCH /api/inbox/:kind/:id": kindAction("status"),
  "POST /api/inbox/:kind/:id/notes": kindAction("notes"),
  "POST /api/inbox/:kind/:id/replies": kindAction("reply"),
  "POST /api/inbox/:kind/:id/replies/:messageId/retry": kindAction("reply"),
  "GET /api/saved-replies": ["saved-replies:read"],
  "POST /api/saved-replies": ["saved-replies:edit"],
  "PUT /api/saved-replies/:id": ["saved-replies:edit"],
  "DELETE /api/saved-replies/:id": ["saved-replies:edit"],
  "GET /api/redirects": ["redirects:edit"],
  "POST /api/redirects": ["redirects:edit"],
  "PUT /api/redirects/:id": ["redirects:edit"],
  "DELETE /api/redirects/:id": ["redirects:edit"],
  "GET /api/inbox/assignment-rules": ["assignment-rules:edit"],
  "PUT /api/inbox/assignment-rules/:kind": ["assignment-rules:edit"],
  "GET /api/inbox/assignees/:kind": kindAction("assign"),
  "PUT /api/inbox/:kind/:id/assignee": kindAction("assign"),
  "POST /api/inbox/:kind/:id/follow-ups": kindAction("read"),
  "POST /api/inbox/:kind/:id/follow-ups/:followUpId/done": kindAction("read"),
  "DELETE /api/inbox/:kind/:id/follow-ups/:followUpId": kindAction("read"),
  "GET /api/overview": ["overview.leads:read", "overview.hiring:read"],
  "GET /api/overview/hiring-funnel": ["overview.hiring:read"],
  ...editionRoutes,
};

/** The routes that answer without a session (api.routes.test.ts lists them): no permission. */
const isOpen = (route: { public: boolean; url: string }) =>
  route.public || route.url === "/api/docs" || route.url.startsWith("/api/docs/");

let t: TestApp;
beforeAll(async () => {
  // The event stream ends at once, so that inject gets its whole answer.
  t = await createTestApp({}, { inboxEvents: { maxStreamMs: 20 } });
});
afterAll(() => t.close());

function guardedRoutes(app: FastifyInstance) {
  return app.routeInventory.filter(
    (route) => route.url.startsWith("/api/") && route.method !== "HEAD" && !isOpen(route),
  );
}

const concrete = (url: string, kind: SubmissionKind) =>
  url
    .replace(":category", "DevOps")
    .replace(":kind", kind)
    .replace(/:[A-Za-z]+/g, "999999");

describe("permissions", () => {
  it("every guarded /api route declares its permission, and this test knows what it needs", () => {
    const routes = guardedRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = routes
      .filter((route) => route.permission === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const unknown = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in NEEDS));
    expect(unknown).toEqual([]);
  });

  it("a guarded route that declares nothing is refused to everyone, owners too (deny by default)", () => {
    const request = (config: object) =>
      ({ routeOptions: { config }, admin: { roles: ["owner"] } }) as unknown as FastifyRequest;
    expect(() => requireRoutePermission(request({}))).toThrow(permissionTexts.forbidden);
    expect(() => requireRoutePermission(request({ permission: "audit:read" }))).not.toThrow();
    expect(() => requireRoutePermission(request({ permission: [] }))).toThrow(permissionTexts.forbidden);
  });

  it("each role × each admin route: allowed, or 403 { success: false, message }", async () => {
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signedInAs(t, [role])] as const)),
    ) as Record<Role, string>;
    const mismatches: string[] = [];
    for (const route of guardedRoutes(t.app)) {
      const key = `${route.method} ${route.url}`;
      const need = NEEDS[key]!;
      const kinds: SubmissionKind[] = typeof need === "function" ? [...SUBMISSION_KINDS] : ["contact"];
      for (const kind of kinds) {
        const anyOf = typeof need === "function" ? need(kind) : need;
        for (const role of ROLES) {
          // Logging out ends the session: a fresh one for it keeps the others' tokens alive.
          const token = route.url === "/api/admin/logout" ? await signedInAs(t, [role]) : tokens[role];
          const response = await t.app.inject({
            method: route.method as "GET",
            url: concrete(route.url, kind),
            headers: { ...bearer(token), "content-type": "application/json" },
            payload: route.method === "GET" || route.method === "DELETE" ? undefined : "{}",
          });
          const expected = anyOf.some((permission) => can([role], permission));
          const refused =
            response.statusCode === 403 && response.json().message === permissionTexts.forbidden;
          if (refused === expected) {
            mismatches.push(`${role} ${route.method} ${concrete(route.url, kind)}: ${response.statusCode}`);
          }
          if (refused)
            expect(response.json()).toMatchObject({ success: false, message: permissionTexts.forbidden });
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Four roles × every route, some kinds four times: several hundred requests.
  }, 240_000);

  it("without a session a guarded route still answers 401, whatever the permission", async () => {
    const response = await t.app.inject({ url: "/api/admin/audit" });
    expect(response.statusCode).toBe(401);
  });
});
