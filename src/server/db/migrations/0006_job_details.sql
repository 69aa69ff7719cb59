CREATE TYPE "public"."job_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');--> statement-breakpoint
CREATE TYPE "public"."job_state" AS ENUM('open', 'closed');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "experience" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" "job_employment_type";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "state" "job_state" DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- hand-written: existing jobs take their employment type from the free-text time field, as the careers page's structured data did before.
UPDATE "jobs" SET "employment_type" = CASE
  WHEN "time" ILIKE '%part%' THEN 'part-time'::"job_employment_type"
  WHEN "time" ILIKE '%contract%' THEN 'contract'::"job_employment_type"
  WHEN "time" ILIKE '%intern%' THEN 'internship'::"job_employment_type"
  WHEN "time" ILIKE '%full%' THEN 'full-time'::"job_employment_type"
END WHERE "employment_type" IS NULL;
