CREATE TABLE "goods_lifecycle_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"gdp_sn" integer NOT NULL,
	"stage" text NOT NULL,
	"coin_end_at" timestamp with time zone NOT NULL,
	"deletes_at" timestamp with time zone NOT NULL,
	"title" text,
	"product_no" text,
	"auto_renew" boolean NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" smallint DEFAULT 0 NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mail_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_lifecycle_notices_stage_ck" CHECK ("goods_lifecycle_notices"."stage" in ('expired', 'deleteSoon')),
	CONSTRAINT "goods_lifecycle_notices_mail_ck" CHECK ("goods_lifecycle_notices"."mail_status" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" DROP CONSTRAINT "rank_alert_notifications_target_ck";--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "item_title" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "item_no" text;--> statement-breakpoint
ALTER TABLE "goods_lifecycle_notices" ADD CONSTRAINT "goods_lifecycle_notices_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_lifecycle_notices_uq" ON "goods_lifecycle_notices" USING btree ("gdp_sn","stage","coin_end_at");--> statement-breakpoint
CREATE INDEX "goods_lifecycle_notices_mail_idx" ON "goods_lifecycle_notices" USING btree ("id") WHERE "goods_lifecycle_notices"."mail_status" in ('pending', 'sending', 'failed');--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_target_ck" CHECK (("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."gdkd_sn" is not null and "rank_alert_notifications"."plkwrd_sn" is null) or ("rank_alert_notifications"."kind" = 'place' and "rank_alert_notifications"."plkwrd_sn" is not null and "rank_alert_notifications"."gdkd_sn" is null) or ("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."rule" in ('expired', 'deleteSoon') and "rank_alert_notifications"."gdkd_sn" is null and "rank_alert_notifications"."plkwrd_sn" is null));--> statement-breakpoint
-- Hand-written backfill (issue 23 point 10): what earlier spends paid for, from their refs
-- ('goods' + gdp_sn for a registration or a renewal, 'goods-auto' + 'gdp_sn:end' for an
-- auto-renewal), and the product's title and number where the product still exists. A product
-- deleted since leaves its spends with the purpose only.
UPDATE "coin_ledger" SET "purpose" = CASE
    WHEN "kind" = 'SPEND_REGISTER' THEN 'register'
    WHEN "ref_type" = 'goods-auto' THEN 'autoRenew'
    ELSE 'renew'
  END
WHERE "kind" IN ('SPEND_REGISTER', 'SPEND_RENEW') AND "purpose" IS NULL;--> statement-breakpoint
UPDATE "coin_ledger" l SET
  "item_title" = g."title",
  "item_no" = CASE WHEN g."registered_by" = 'midNum' THEN coalesce(g."mid_no", g."mall_pid") ELSE coalesce(g."mall_pid", g."mid_no") END
FROM "tracked_goods" g
WHERE l."kind" IN ('SPEND_REGISTER', 'SPEND_RENEW')
  AND l."ref_type" IN ('goods', 'goods-auto')
  AND l."item_no" IS NULL
  AND split_part(l."ref_id", ':', 1) ~ '^[0-9]{1,9}$'
  AND g."gdp_sn" = split_part(l."ref_id", ':', 1)::int;
