CREATE TABLE "device_cookie_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" varchar(64) NOT NULL,
	CONSTRAINT "device_cookie_key_single_row" CHECK ("device_cookie_key"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;