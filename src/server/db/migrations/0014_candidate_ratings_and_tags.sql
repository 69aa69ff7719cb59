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
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree (lower("tag"));--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;
