CREATE TABLE "rank_alert_alimtalk_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"phone_id" integer,
	"phone" text NOT NULL,
	"label" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"day" date NOT NULL,
	"rule" text NOT NULL,
	"template_id" text NOT NULL,
	"variables" jsonb NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"message_id" text,
	"group_id" text,
	"coins" integer DEFAULT 0 NOT NULL,
	"charged_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_alimtalk_outbox_status_ck" CHECK ("rank_alert_alimtalk_outbox"."status" in ('pending', 'sending', 'sent', 'delivered', 'fallback', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "rank_alert_phones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"phone" text NOT NULL,
	"label" text NOT NULL,
	"role" text NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_day" date,
	"codes_on_day" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_phones_role_ck" CHECK ("rank_alert_phones"."role" in ('owner', 'staff', 'client'))
);
--> statement-breakpoint
ALTER TABLE "rank_alert_alimtalk_outbox" ADD CONSTRAINT "rank_alert_alimtalk_outbox_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_phones" ADD CONSTRAINT "rank_alert_phones_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_alert_alimtalk_outbox_key_uq" ON "rank_alert_alimtalk_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "rank_alert_alimtalk_outbox_due_idx" ON "rank_alert_alimtalk_outbox" USING btree ("status","id") WHERE "rank_alert_alimtalk_outbox"."status" in ('pending', 'sending', 'sent');--> statement-breakpoint
CREATE INDEX "rank_alert_alimtalk_outbox_member_idx" ON "rank_alert_alimtalk_outbox" USING btree ("mbr_sn","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_alert_phones_member_phone_uq" ON "rank_alert_phones" USING btree ("mbr_sn","phone");