ALTER TABLE "rank_alert_notifications" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD COLUMN "previous_depth" integer;