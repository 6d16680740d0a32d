CREATE TABLE "provider_usage_alerts" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"budget_micros" bigint NOT NULL,
	"spent_micros" bigint NOT NULL,
	"mail_status" text NOT NULL,
	"mail_attempts" smallint DEFAULT 0 NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mail_error" text,
	"mailed_to" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_usage_alerts_source_day_pk" PRIMARY KEY("source","day"),
	CONSTRAINT "provider_usage_alerts_mail_ck" CHECK ("provider_usage_alerts"."mail_status" in ('sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "provider_usage_days" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"reserved_micros" bigint DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"unsettled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_usage_days_source_day_pk" PRIMARY KEY("source","day"),
	CONSTRAINT "provider_usage_days_reserved_ck" CHECK ("provider_usage_days"."reserved_micros" >= 0 and "provider_usage_days"."open" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_usage_errors" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_usage_errors_source_day_kind_pk" PRIMARY KEY("source","day","kind")
);
--> statement-breakpoint
CREATE TABLE "provider_usage_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" smallint,
	"keyword" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "provider_usage_keywords" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_usage_keywords_source_day_keyword_pk" PRIMARY KEY("source","day","keyword")
);
--> statement-breakpoint
CREATE TABLE "provider_usage_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"keyword" text,
	"estimate_micros" bigint NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" DROP CONSTRAINT "rank_alert_notifications_target_ck";--> statement-breakpoint
CREATE INDEX "provider_usage_failures_source_idx" ON "provider_usage_failures" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "provider_usage_keywords_day_idx" ON "provider_usage_keywords" USING btree ("day");--> statement-breakpoint
CREATE INDEX "provider_usage_reservations_expiry_idx" ON "provider_usage_reservations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_target_ck" CHECK (("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."gdkd_sn" is not null and "rank_alert_notifications"."plkwrd_sn" is null) or ("rank_alert_notifications"."kind" = 'place' and "rank_alert_notifications"."plkwrd_sn" is not null and "rank_alert_notifications"."gdkd_sn" is null) or ("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."rule" in ('expired', 'deleteSoon', 'kakaoOff', 'budgetReached') and "rank_alert_notifications"."gdkd_sn" is null and "rank_alert_notifications"."plkwrd_sn" is null));