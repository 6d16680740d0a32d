ALTER TABLE "rank_history_hourly" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "rank_history_hourly" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "rank_history_hourly" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "rank_history_hourly" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "rank_history_hourly" ADD COLUMN "checked_at" timestamp with time zone;-- Hourly ranks recorded before this keep null provenance (issue 36 §2), no backfill: the v1 screen
-- shows the last 24 hours only, so they leave it within a day, and until then go out without one.
