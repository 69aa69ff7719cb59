-- The services overview as blocks (docs/decisions/0052-every-page-as-blocks.md), word for word as
-- the page showed it but its meta description, shortened to 160 characters (servicesOverviewAsBlocks()
-- in src/features/pages/server/seed/company.ts wrote it; pages.company.routes.test.ts holds them equal).
INSERT INTO "pages" ("path", "title", "blocks", "seo") VALUES
	('/services', 'Our Services', $json$[{"id":"intro","type":"introBanner","badge":"What we do","heading":"Our Services","text":"Web and app development, DevOps and IT consulting, and everything around them: one accountable team that designs, builds, secures and runs your technology.","tall":true},{"id":"services","type":"serviceCards","label":"Services"},{"id":"stats","type":"experienceStats"},{"id":"start","type":"closingCall","heading":"Not sure where to start?","text":"Tell us about your business and goals. A consultant will recommend the right mix of services within 24 hours.","buttonLabel":"Talk to a consultant","buttonHref":"/contact"}]$json$::jsonb, $json${"title":"Our Services | Arvexa Technologies","description":"Web and mobile app development, DevOps and IT consulting, plus UI UX design, custom software, digital marketing, cloud and cyber security from Ahmedabad."}$json$::jsonb)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every public page is stored now: the index's documents of the pages whose words were in
-- src/content/ (kind 'page') are the stored pages' ('site-page') from here on.
DELETE FROM "search_documents" WHERE "kind" = 'page';
