import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import type { Editable } from "#src/platform/editions/editions.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { messageAnswer } from "#src/platform/http/route-kit.ts";
import type { ConfiguredLinks } from "../site-settings.defaults.ts";
import { siteSettings, siteSettingsAnswer, siteSettingsTexts } from "../site-settings.schema.ts";
import { readSiteSettings } from "./site-settings.public.ts";
import { saveSiteSettings } from "./site-settings.repository.ts";

/** The external links as configured: the defaults of the settings' links. */
export const configuredLinks = (env: ApiContext["env"]): ConfiguredLinks => ({
  clientPortalUrl: env.CLIENT_PORTAL_URL,
  billingOrderUrl: env.BILLING_ORDER_URL,
  bookingUrl: env.BOOKING_URL,
});

/** The one record of settings, with drafts, versions and "Publish at" (a price from the 1st). */
export const SETTINGS_RECORD_ID = 1;

function settingsEditable(context: ApiContext): Editable {
  return {
    name: "settings",
    label: "Site settings",
    permission: "settings:edit",
    input: siteSettings,
    images: [],
    singleton: SETTINGS_RECORD_ID,
    read: async (db, id) =>
      id === SETTINGS_RECORD_ID ? await readSiteSettings(db, configuredLinks(context.env)) : undefined,
    async create() {
      throw new Error("the site settings are one record: never created");
    },
    async update(db, id, data) {
      if (id !== SETTINGS_RECORD_ID) return false;
      await saveSiteSettings(db, siteSettings.parse(data), context.now());
      return true;
    },
    title: () => "Site settings",
    previewPath: () => "/",
    shows: () => ["settings"],
  };
}

/** GET /api/settings and PUT /api/settings (admin): the settings the public pages show. */
export function registerSiteSettingsRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editable = settingsEditable(context);

  api.get(
    "/settings",
    {
      config: { permission: "settings:edit" },
      schema: {
        tags: ["settings"],
        summary:
          "The site settings (contacts, links, counters, claims, hosting prices); the defaults until saved",
        response: { 200: siteSettingsAnswer },
      },
    },
    async () => ({
      success: true as const,
      data: await readSiteSettings(context.db, configuredLinks(context.env)),
    }),
  );

  api.put(
    "/settings",
    {
      config: { permission: "settings:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["settings"],
        summary:
          "Replace the site settings (every field; a bad value is a 400 naming its field and nothing is saved); every public page shows them at once",
        body: siteSettings,
        response: { 200: messageAnswer.extend({ data: siteSettings }) },
      },
    },
    async (request) => {
      const before = await readSiteSettings(context.db, configuredLinks(context.env));
      await context.editions.baseline(editable, SETTINGS_RECORD_ID);
      await saveSiteSettings(context.db, request.body, context.now());
      await context.editions.recordVersion(editable, SETTINGS_RECORD_ID, request.admin?.adminId ?? null);
      noteAudit(request, { changes: changedFields(before, request.body) });
      // The public pages and the other instances drop what they showed (src/platform/content-sync.ts).
      context.cache.clear(["settings"]);
      return { success: true as const, message: siteSettingsTexts.saved, data: request.body };
    },
  );

  registerEditionRoutes(app, context, editable);
}
