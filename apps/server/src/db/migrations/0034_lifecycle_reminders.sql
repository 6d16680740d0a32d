CREATE TABLE "goods_lifecycle_digests" (
	"mbr_sn" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"notices" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "goods_lifecycle_digests_mbr_sn_day_pk" PRIMARY KEY("mbr_sn","day"),
	CONSTRAINT "goods_lifecycle_digests_status_ck" CHECK ("goods_lifecycle_digests"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "goods_lifecycle_notices" DROP CONSTRAINT "goods_lifecycle_notices_stage_ck";--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" DROP CONSTRAINT "rank_alert_notifications_target_ck";--> statement-breakpoint
ALTER TABLE "goods_lifecycle_notices" ADD COLUMN "notification_id" bigint;--> statement-breakpoint
ALTER TABLE "goods_lifecycle_notices" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_lifecycle_digests" ADD CONSTRAINT "goods_lifecycle_digests_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_lifecycle_notices_open_idx" ON "goods_lifecycle_notices" USING btree ("gdp_sn") WHERE "goods_lifecycle_notices"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "goods_lifecycle_notices" ADD CONSTRAINT "goods_lifecycle_notices_stage_ck" CHECK ("goods_lifecycle_notices"."stage" in ('endsIn3', 'endsIn1', 'expired', 'deleteSoon'));--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_target_ck" CHECK (("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."gdkd_sn" is not null and "rank_alert_notifications"."plkwrd_sn" is null) or ("rank_alert_notifications"."kind" = 'place' and "rank_alert_notifications"."plkwrd_sn" is not null and "rank_alert_notifications"."gdkd_sn" is null) or ("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."rule" in ('endsIn3', 'endsIn1', 'expired', 'deleteSoon', 'kakaoOff', 'budgetReached') and "rank_alert_notifications"."gdkd_sn" is null and "rank_alert_notifications"."plkwrd_sn" is null));