CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder" varchar(20) NOT NULL,
	"file" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"alt" varchar(300) NOT NULL,
	"focal_x" smallint,
	"focal_y" smallint,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_file_idx" ON "media_items" USING btree ("folder","file");--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_items_unsized_idx" ON "media_items" USING btree ("id") WHERE "media_items"."width" is null;--> statement-breakpoint
-- Every image the records already name becomes a library item, described by its record (its size is read from the file after start).
INSERT INTO "media_items" ("folder", "file", "title", "alt")
SELECT DISTINCT ON (folder, file) folder, file, left(coalesce(nullif(title, ''), file), 200), left(alt, 300) FROM (
	SELECT 'clients' AS folder, "logo" AS file, "name" AS title, coalesce(nullif("alt", ''), nullif("name", ''), 'Client logo') AS alt FROM "clients"
	UNION ALL SELECT 'team', "image", "name", coalesce(nullif("name", ''), 'Team member') FROM "team_members"
	UNION ALL SELECT 'testimonials', "image", "name", coalesce(nullif("name", ''), 'Client portrait') FROM "testimonials"
	UNION ALL SELECT 'projects', "side_image", "name", "name" || ' poster' FROM "projects" WHERE "side_image" IS NOT NULL AND "side_image" <> ''
	UNION ALL SELECT 'projects', i."image_url", p."name", 'Screen of ' || p."name" FROM "project_images" i JOIN "projects" p ON p."id" = i."project_id"
	UNION ALL SELECT 'technologies', t."tech_icon", t."tech_name", t."tech_name" || ' logo' FROM "project_technologies" t
) AS named
WHERE file IS NOT NULL AND file <> ''
ORDER BY folder, file
ON CONFLICT DO NOTHING;
