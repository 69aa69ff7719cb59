import type { FastifyInstance } from "fastify";
import { registerAccountRoutes } from "#src/features/admin-auth/server/accounts.routes.ts";
import { registerAdminAuthRoutes } from "#src/features/admin-auth/server/admin-auth.routes.ts";
import { createAdminGuard } from "#src/features/admin-auth/server/admin-guard.ts";
import { registerPasskeyRoutes } from "#src/features/admin-auth/server/passkeys.routes.ts";
import { registerPasswordLinkRoutes } from "#src/features/admin-auth/server/password-links.routes.ts";
import { createAuditHook } from "#src/features/audit-log/server/audit-hook.ts";
import { registerAuditLogRoutes } from "#src/features/audit-log/server/audit-log.routes.ts";
import { registerClientRoutes } from "#src/features/clients/server/clients.routes.ts";
import { registerCloudVpsRoutes } from "#src/features/cloud-vps/server/cloud-vps.routes.ts";
import { registerContactMessageRoutes } from "#src/features/contact-messages/server/contact-messages.routes.ts";
import { registerSavedReplyRoutes } from "#src/features/conversations/server/saved-replies.routes.ts";
import { registerHireRequestRoutes } from "#src/features/hire-requests/server/hire-requests.routes.ts";
import type { Inbox } from "#src/features/inbox/server/inbox.routes.ts";
import { registerArticleRoutes } from "#src/features/insights/server/articles.routes.ts";
import { registerHiringBoardRoutes } from "#src/features/job-applications/server/hiring-board.routes.ts";
import { registerInterviewRoutes } from "#src/features/job-applications/server/interviews.routes.ts";
import { registerJobApplicationRoutes } from "#src/features/job-applications/server/job-applications.routes.ts";
import { registerStageMailRoutes } from "#src/features/job-applications/server/stage-mails.routes.ts";
import { registerJobRoutes } from "#src/features/jobs/server/jobs.routes.ts";
import { registerOutboxRoutes } from "#src/features/outbox/server/outbox.routes.ts";
import { registerHiringFunnelRoutes } from "#src/features/overview/server/hiring-funnel.routes.ts";
import type { OverviewSources } from "#src/features/overview/server/overview.repository.ts";
import { registerOverviewRoutes } from "#src/features/overview/server/overview.routes.ts";
import { registerPageRoutes } from "#src/features/pages/server/pages.routes.ts";
import { registerPortfolioRoutes } from "#src/features/portfolio/server/portfolio.routes.ts";
import { registerRedirectRoutes } from "#src/features/redirects/server/redirects.routes.ts";
import type { RedirectService } from "#src/features/redirects/server/redirects.service.ts";
import { registerSiteSettingsRoutes } from "#src/features/site-settings/server/site-settings.routes.ts";
import { registerTeamMemberRoutes } from "#src/features/team-members/server/team-members.routes.ts";
import { registerTestimonialRoutes } from "#src/features/testimonials/server/testimonials.routes.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerTrashRoutes } from "#src/platform/editions/edition-routes.ts";
import { requireRoutePermission } from "#src/platform/http/permissions.ts";
import { registerMediaRoutes } from "#src/platform/media/media-routes.ts";
import { insightsLinks } from "./insights-links.ts";

/** The features' routes under /api, in registration order: a new feature adds one line here. */
const featureRoutes: ((api: FastifyInstance, context: ApiContext) => void)[] = [
  registerAdminAuthRoutes,
  registerAccountRoutes,
  registerPasswordLinkRoutes,
  registerPasskeyRoutes,
  registerAuditLogRoutes,
  registerClientRoutes,
  registerTeamMemberRoutes,
  registerTestimonialRoutes,
  registerJobRoutes,
  registerContactMessageRoutes,
  registerHireRequestRoutes,
  registerJobApplicationRoutes,
  registerHiringBoardRoutes,
  registerStageMailRoutes,
  registerInterviewRoutes,
  registerCloudVpsRoutes,
  registerPortfolioRoutes,
  registerOutboxRoutes,
  registerSiteSettingsRoutes,
  registerSavedReplyRoutes,
  registerMediaRoutes,
];

/** The API: each feature registers its routes; all are guarded unless marked public. */
export function registerApi(
  app: FastifyInstance,
  context: ApiContext,
  submissions: { inbox: Inbox; overviewSources: OverviewSources },
  redirects: RedirectService,
) {
  app.register(
    async (api) => {
      const requireAdmin = createAdminGuard(context);
      api.addHook("onRequest", (request, _reply, done) => {
        const config = request.routeOptions.config;
        // A public route that does not read the session has nothing to wait for.
        if (config.public === true && config.readsSession !== true) return done();
        // Then what the account may do: every guarded route declares it (deny by default).
        requireAdmin(request)
          .then(() => {
            if (request.admin) requireRoutePermission(request);
          })
          .then(() => done(), done);
      });
      api.addHook("onSend", (_request, reply, payload, done) => {
        // Nothing the API answers is kept by any cache, but for the public reads that say so
        // themselves (sendEncoded, src/platform/http/encoded-body.ts: anyone's same answer).
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        done(null, payload);
      });
      // Every back-office write and sign-in event, in one place (docs/decisions/0022-audit-trail.md).
      api.addHook("onSend", createAuditHook(context, app.log));
      api.get("/openapi.json", { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      for (const register of featureRoutes) register(api, context);
      // Records with public paths of their own: a moved one leaves a redirect behind (decision 0048).
      registerArticleRoutes(api, context, insightsLinks(context, redirects));
      registerPageRoutes(api, context, { onPathChange: (from, to) => redirects.moved(from, to) });
      // After every feature that registers an editable: the trash lists them all.
      registerTrashRoutes(api, context);
      submissions.inbox.register(api);
      registerOverviewRoutes(api, context, submissions.overviewSources);
      registerHiringFunnelRoutes(api, context);
      registerRedirectRoutes(api, context, redirects);
      api.all("/*", { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send({ success: false, message: "Not found" }),
      );
    },
    { prefix: "/api" },
  );
}
