CREATE TABLE "rank_alert_kakao" (
	"mbr_sn" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"pending_mode" text,
	"state_hash" text,
	"state_expires_at" timestamp with time zone,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"scopes" text,
	"off_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_kakao_mode_ck" CHECK ("rank_alert_kakao"."mode" in ('off', 'each', 'daily', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "rank_alert_kakao_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"day" date NOT NULL,
	"text" text NOT NULL,
	"link_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_kakao_outbox_key_uq" UNIQUE("dedupe_key"),
	CONSTRAINT "rank_alert_kakao_outbox_status_ck" CHECK ("rank_alert_kakao_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" DROP CONSTRAINT "rank_alert_notifications_target_ck";--> statement-breakpoint
ALTER TABLE "rank_alert_kakao" ADD CONSTRAINT "rank_alert_kakao_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_kakao_outbox" ADD CONSTRAINT "rank_alert_kakao_outbox_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_alert_kakao_on_idx" ON "rank_alert_kakao" USING btree ("mode") WHERE "rank_alert_kakao"."mode" <> 'off';--> statement-breakpoint
CREATE INDEX "rank_alert_kakao_outbox_due_idx" ON "rank_alert_kakao_outbox" USING btree ("status","id") WHERE "rank_alert_kakao_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "rank_alert_kakao_outbox_member_idx" ON "rank_alert_kakao_outbox" USING btree ("mbr_sn","day");--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_target_ck" CHECK (("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."gdkd_sn" is not null and "rank_alert_notifications"."plkwrd_sn" is null) or ("rank_alert_notifications"."kind" = 'place' and "rank_alert_notifications"."plkwrd_sn" is not null and "rank_alert_notifications"."gdkd_sn" is null) or ("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."rule" in ('expired', 'deleteSoon', 'kakaoOff') and "rank_alert_notifications"."gdkd_sn" is null and "rank_alert_notifications"."plkwrd_sn" is null));