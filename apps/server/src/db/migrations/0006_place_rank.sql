CREATE TABLE "place_keyword_checks" (
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
CREATE TABLE "place_keywords" (
	"plkwrd_sn" serial PRIMARY KEY NOT NULL,
	"plce_sn" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"representative" boolean DEFAULT false NOT NULL,
	"rank_current" integer,
	"rank_previous" integer,
	"rank_day" date,
	"check_status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_rank_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plkwrd_sn" integer NOT NULL,
	"day" date NOT NULL,
	"rank" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"place_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_review_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plce_sn" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_review_count" integer NOT NULL,
	"blog_cafe_review_count" integer NOT NULL,
	"save_count" integer NOT NULL,
	"visitor_review_score" double precision
);
--> statement-breakpoint
CREATE TABLE "tracked_places" (
	"plce_sn" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"place_id" text NOT NULL,
	"name" text,
	"category" text,
	"image_url" text,
	"road_address" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visitor_review_score" double precision,
	"visitor_review_count" integer DEFAULT 0 NOT NULL,
	"blog_cafe_review_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"micro_review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_keywords" ADD CONSTRAINT "place_keywords_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD CONSTRAINT "place_rank_history_plkwrd_sn_place_keywords_plkwrd_sn_fk" FOREIGN KEY ("plkwrd_sn") REFERENCES "public"."place_keywords"("plkwrd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_registrations" ADD CONSTRAINT "place_registrations_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_review_history" ADD CONSTRAINT "place_review_history_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_places" ADD CONSTRAINT "tracked_places_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_keyword_checks_kw_day_idx" ON "place_keyword_checks" USING btree ("keyword_norm","day");--> statement-breakpoint
CREATE UNIQUE INDEX "place_keywords_place_kw_uq" ON "place_keywords" USING btree ("plce_sn","keyword_norm");--> statement-breakpoint
CREATE UNIQUE INDEX "place_keywords_representative_uq" ON "place_keywords" USING btree ("plce_sn") WHERE "place_keywords"."representative";--> statement-breakpoint
CREATE INDEX "place_keywords_norm_idx" ON "place_keywords" USING btree ("keyword_norm");--> statement-breakpoint
CREATE UNIQUE INDEX "place_rank_history_kw_day_uq" ON "place_rank_history" USING btree ("plkwrd_sn","day");--> statement-breakpoint
CREATE INDEX "place_registrations_member_day_idx" ON "place_registrations" USING btree ("mbr_sn","day");--> statement-breakpoint
CREATE UNIQUE INDEX "place_review_history_place_day_uq" ON "place_review_history" USING btree ("plce_sn","day");--> statement-breakpoint
CREATE INDEX "tracked_places_member_idx" ON "tracked_places" USING btree ("mbr_sn","plce_sn");