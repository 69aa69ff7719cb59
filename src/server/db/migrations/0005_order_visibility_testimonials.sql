CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"role" varchar(150) DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"feedback" varchar(600) NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- hand-written: existing rows keep the order visitors saw (newest first; categories by id).
UPDATE "team_members" SET "position" = ranked.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) - 1 AS n FROM "team_members") AS ranked WHERE "team_members"."id" = ranked."id";--> statement-breakpoint
UPDATE "clients" SET "position" = ranked.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) - 1 AS n FROM "clients") AS ranked WHERE "clients"."id" = ranked."id";--> statement-breakpoint
UPDATE "projects" SET "position" = ranked.n FROM (SELECT "id", row_number() OVER (PARTITION BY "category_id" ORDER BY "created_at" DESC, "id" DESC) - 1 AS n FROM "projects") AS ranked WHERE "projects"."id" = ranked."id";--> statement-breakpoint
UPDATE "portfolio_categories" SET "position" = ranked.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "portfolio_categories") AS ranked WHERE "portfolio_categories"."id" = ranked."id";
