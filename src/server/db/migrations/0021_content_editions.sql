CREATE TABLE "content_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"record_id" integer,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" integer,
	"locked_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "content_trash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"record_id" integer NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"record_id" integer NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_presence" (
	"collection" text NOT NULL,
	"record_key" text NOT NULL,
	"admin_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "edit_presence_collection_record_key_admin_id_pk" PRIMARY KEY("collection","record_key","admin_id")
);
--> statement-breakpoint
CREATE TABLE "preview_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_record_idx" ON "content_drafts" USING btree ("collection","record_id") WHERE "content_drafts"."record_id" is not null;--> statement-breakpoint
CREATE INDEX "content_drafts_due_idx" ON "content_drafts" USING btree ("publish_at") WHERE "content_drafts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_trash_deleted_idx" ON "content_trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_number_idx" ON "content_versions" USING btree ("collection","record_id","number");