CREATE TABLE "keyword_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword_norm" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"targets" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gdkd_sn" integer NOT NULL,
	"day" date NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_goods" (
	"gdp_sn" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"mid_no" text,
	"mall_pid" text,
	"registered_by" text NOT NULL,
	"store_name" text,
	"title" text,
	"image" text,
	"price" integer,
	"matching_model_mid_no" text,
	"lookup_status" text DEFAULT 'pending' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"coin_start_at" timestamp with time zone NOT NULL,
	"coin_end_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_keywords" (
	"gdkd_sn" serial PRIMARY KEY NOT NULL,
	"gdp_sn" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"rank_current" integer,
	"rank_previous" integer,
	"rank_day" date,
	"check_status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_gdkd_sn_tracked_keywords_gdkd_sn_fk" FOREIGN KEY ("gdkd_sn") REFERENCES "public"."tracked_keywords"("gdkd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_goods" ADD CONSTRAINT "tracked_goods_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_checks_kw_day_idx" ON "keyword_checks" USING btree ("keyword_norm","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_history_kw_day_uq" ON "rank_history" USING btree ("gdkd_sn","day");--> statement-breakpoint
CREATE INDEX "tracked_goods_member_idx" ON "tracked_goods" USING btree ("mbr_sn","sort_order");--> statement-breakpoint
CREATE INDEX "tracked_goods_end_idx" ON "tracked_goods" USING btree ("coin_end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_goods_kw_uq" ON "tracked_keywords" USING btree ("gdp_sn","keyword_norm");--> statement-breakpoint
CREATE INDEX "tracked_keywords_norm_idx" ON "tracked_keywords" USING btree ("keyword_norm");