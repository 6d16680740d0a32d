CREATE TABLE "member_change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"gdp_sn" integer,
	"plce_sn" integer,
	"change" text NOT NULL,
	"detail" text,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_change_events_one_target_ck" CHECK (("member_change_events"."gdp_sn" is null) <> ("member_change_events"."plce_sn" is null))
);
--> statement-breakpoint
CREATE TABLE "rank_alert_digests" (
	"mbr_sn" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "rank_alert_digests_mbr_sn_day_pk" PRIMARY KEY("mbr_sn","day"),
	CONSTRAINT "rank_alert_digests_status_ck" CHECK ("rank_alert_digests"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rank_alert_evaluations" (
	"kind" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"day" date NOT NULL,
	"check_id" bigint NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_evaluations_kind_keyword_norm_day_pk" PRIMARY KEY("kind","keyword_norm","day")
);
--> statement-breakpoint
CREATE TABLE "rank_alert_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_alert_member_rules" (
	"mbr_sn" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"drop_by" integer,
	"rise_by" integer,
	"top_n" integer,
	"top_enter" boolean NOT NULL,
	"top_leave" boolean NOT NULL,
	"out_of_range" boolean NOT NULL,
	"digest" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_member_rules_drop_ck" CHECK ("rank_alert_member_rules"."drop_by" is null or "rank_alert_member_rules"."drop_by" between 1 and 499),
	CONSTRAINT "rank_alert_member_rules_rise_ck" CHECK ("rank_alert_member_rules"."rise_by" is null or "rank_alert_member_rules"."rise_by" between 1 and 499),
	CONSTRAINT "rank_alert_member_rules_top_ck" CHECK ("rank_alert_member_rules"."top_n" is null or "rank_alert_member_rules"."top_n" between 1 and 499)
);
--> statement-breakpoint
CREATE TABLE "rank_alert_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"kind" text NOT NULL,
	"gdp_sn" integer,
	"gdkd_sn" integer,
	"plce_sn" integer,
	"plkwrd_sn" integer,
	"rule" text NOT NULL,
	"day" date NOT NULL,
	"previous_rank" integer NOT NULL,
	"current_rank" integer NOT NULL,
	"threshold" integer,
	"title" text,
	"keyword" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_notifications_kind_ck" CHECK ("rank_alert_notifications"."kind" in ('goods', 'place')),
	CONSTRAINT "rank_alert_notifications_target_ck" CHECK (("rank_alert_notifications"."kind" = 'goods' and "rank_alert_notifications"."gdkd_sn" is not null and "rank_alert_notifications"."plkwrd_sn" is null) or ("rank_alert_notifications"."kind" = 'place' and "rank_alert_notifications"."plkwrd_sn" is not null and "rank_alert_notifications"."gdkd_sn" is null))
);
--> statement-breakpoint
CREATE TABLE "rank_alert_target_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"gdp_sn" integer,
	"plce_sn" integer,
	"enabled" boolean NOT NULL,
	"drop_by" integer,
	"rise_by" integer,
	"top_n" integer,
	"top_enter" boolean NOT NULL,
	"top_leave" boolean NOT NULL,
	"out_of_range" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_alert_target_rules_goods_uq" UNIQUE("gdp_sn"),
	CONSTRAINT "rank_alert_target_rules_place_uq" UNIQUE("plce_sn"),
	CONSTRAINT "rank_alert_target_rules_one_target_ck" CHECK (("rank_alert_target_rules"."gdp_sn" is null) <> ("rank_alert_target_rules"."plce_sn" is null)),
	CONSTRAINT "rank_alert_target_rules_drop_ck" CHECK ("rank_alert_target_rules"."drop_by" is null or "rank_alert_target_rules"."drop_by" between 1 and 499),
	CONSTRAINT "rank_alert_target_rules_rise_ck" CHECK ("rank_alert_target_rules"."rise_by" is null or "rank_alert_target_rules"."rise_by" between 1 and 499),
	CONSTRAINT "rank_alert_target_rules_top_ck" CHECK ("rank_alert_target_rules"."top_n" is null or "rank_alert_target_rules"."top_n" between 1 and 499)
);
--> statement-breakpoint
ALTER TABLE "member_change_events" ADD CONSTRAINT "member_change_events_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_events" ADD CONSTRAINT "member_change_events_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_events" ADD CONSTRAINT "member_change_events_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_digests" ADD CONSTRAINT "rank_alert_digests_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_member_rules" ADD CONSTRAINT "rank_alert_member_rules_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_gdkd_sn_tracked_keywords_gdkd_sn_fk" FOREIGN KEY ("gdkd_sn") REFERENCES "public"."tracked_keywords"("gdkd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_notifications" ADD CONSTRAINT "rank_alert_notifications_plkwrd_sn_place_keywords_plkwrd_sn_fk" FOREIGN KEY ("plkwrd_sn") REFERENCES "public"."place_keywords"("plkwrd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_target_rules" ADD CONSTRAINT "rank_alert_target_rules_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_target_rules" ADD CONSTRAINT "rank_alert_target_rules_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_alert_target_rules" ADD CONSTRAINT "rank_alert_target_rules_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_change_events_goods_idx" ON "member_change_events" USING btree ("gdp_sn","day") WHERE "member_change_events"."gdp_sn" is not null;--> statement-breakpoint
CREATE INDEX "member_change_events_place_idx" ON "member_change_events" USING btree ("plce_sn","day") WHERE "member_change_events"."plce_sn" is not null;--> statement-breakpoint
CREATE INDEX "rank_alert_evaluations_day_idx" ON "rank_alert_evaluations" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_alert_notifications_goods_uq" ON "rank_alert_notifications" USING btree ("gdkd_sn","day","rule");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_alert_notifications_place_uq" ON "rank_alert_notifications" USING btree ("plkwrd_sn","day","rule");--> statement-breakpoint
CREATE INDEX "rank_alert_notifications_member_idx" ON "rank_alert_notifications" USING btree ("mbr_sn","id");--> statement-breakpoint
CREATE INDEX "rank_alert_notifications_unread_idx" ON "rank_alert_notifications" USING btree ("mbr_sn") WHERE "rank_alert_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "rank_alert_notifications_day_idx" ON "rank_alert_notifications" USING btree ("day","mbr_sn");--> statement-breakpoint
CREATE INDEX "rank_alert_target_rules_member_idx" ON "rank_alert_target_rules" USING btree ("mbr_sn");