CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" varchar(500) NOT NULL,
	"to_path" varchar(2000) NOT NULL,
	"type" smallint DEFAULT 301 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_key" ON "redirects" USING btree (lower("from_path"));--> statement-breakpoint
-- Hand-written (docs/decisions/0048-redirects.md): kept in one block so the migration can be made
-- again around it. Who added and changed a redirect names a staff account, kept as null once the
-- account is gone; the type is 301 or 302 only; a redirect never leads to its own path.
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_type_check" CHECK ("type" IN (301, 302));--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_not_to_itself" CHECK (lower("from_path") <> lower(split_part(split_part("to_path", '?', 1), '#', 1)));
