ALTER TABLE "admins" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Every account made before roles existed could do everything: it stays an owner.
UPDATE "admins" SET "roles" = '{owner}'::text[];
