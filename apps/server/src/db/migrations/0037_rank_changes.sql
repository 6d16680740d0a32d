CREATE TABLE "goods_rank_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gdp_sn" integer NOT NULL,
	"mbr_sn" integer NOT NULL,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "purchase_count" integer;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "advertised" boolean;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "visitor_review_count" integer;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "blog_review_count" integer;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "save_count" integer;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "purchase_count" integer;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "blog_review_count" integer;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "purchase_count" integer;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "advertised" boolean;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "purchase_count" integer;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "blog_review_count" integer;--> statement-breakpoint
ALTER TABLE "goods_rank_events" ADD CONSTRAINT "goods_rank_events_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_rank_events" ADD CONSTRAINT "goods_rank_events_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_rank_events_goods_day_idx" ON "goods_rank_events" USING btree ("gdp_sn","day");