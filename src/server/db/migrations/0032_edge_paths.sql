-- What the cache in front was let keep, by path, for a purge by path (PURGE_BY=paths: nginx;
-- src/platform/http/edge-paths.ts, docs/decisions/0053-nginx-edge.md).
CREATE TABLE "edge_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "edge_paths_recorded_idx" ON "edge_paths" USING btree ("recorded_at");