CREATE TABLE "application_ratings" (
	"application_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_ratings_application_id_admin_id_pk" PRIMARY KEY("application_id","admin_id"),
	CONSTRAINT "application_ratings_stars" CHECK ("application_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "application_tags" (
	"application_id" integer NOT NULL,
	"tag" varchar(40) NOT NULL,
	CONSTRAINT "application_tags_application_id_tag_pk" PRIMARY KEY("application_id","tag")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_text_state" varchar(12) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_text_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_text_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(technology, '') || ' ' || coalesce(location, '') || ' ' || coalesce(last_company, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(resume_text, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree (lower("tag"));--> statement-breakpoint
CREATE INDEX "job_applications_document_idx" ON "job_applications" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_applications_resume_text_idx" ON "job_applications" USING btree ("id") WHERE "job_applications"."resume_text_state" in ('pending', 'reading');--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL;--> statement-breakpoint
-- Older applications belong to the opening whose name their technology matches exactly (the
-- oldest such job when several share the name); the rest stay "no opening".
UPDATE "job_applications" AS a SET "job_id" = (
  SELECT j."id" FROM "jobs" AS j WHERE j."jobname" = a."technology" ORDER BY j."id" LIMIT 1
);--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;
