ALTER TABLE "rank_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_source" text;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_surface" text;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_device" text;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_depth" integer;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_previous_source" text;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "rank_previous_surface" text;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_source" text;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_surface" text;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_device" text;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_depth" integer;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_previous_source" text;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "rank_previous_surface" text;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "place_rank_history" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "goods_keyword_tops" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "place_keyword_tops" ADD COLUMN "device" text;--> statement-breakpoint
-- Backfill (issue 36 §2). Every shopping rank recorded so far was read by Naver's shopping Open API
-- (shop.json, ended 2026-07-31) on the price-comparison list from a PC; its depth was not kept. So
-- the first check through the new source (another source, often another surface) shows
-- "수집 방식 변경", not a move. Place ranks keep the place list's provenance: no change for them.
UPDATE "tracked_keywords" SET "rank_source" = 'naver-openapi', "rank_surface" = 'price-comparison', "rank_device" = 'pc' WHERE "rank_current" IS NOT NULL;--> statement-breakpoint
UPDATE "tracked_keywords" SET "rank_previous_source" = 'naver-openapi', "rank_previous_surface" = 'price-comparison' WHERE "rank_previous" IS NOT NULL;--> statement-breakpoint
UPDATE "rank_history" SET "source" = 'naver-openapi', "surface" = 'price-comparison', "device" = 'pc', "checked_at" = "created_at";--> statement-breakpoint
UPDATE "goods_rival_history" SET "source" = 'naver-openapi', "surface" = 'price-comparison', "device" = 'pc';--> statement-breakpoint
UPDATE "goods_keyword_tops" SET "source" = 'naver-openapi', "surface" = 'price-comparison', "device" = 'pc';--> statement-breakpoint
UPDATE "place_keywords" SET "rank_source" = 'naver-place', "rank_surface" = 'place', "rank_device" = 'pc' WHERE "rank_current" IS NOT NULL;--> statement-breakpoint
UPDATE "place_keywords" SET "rank_previous_source" = 'naver-place', "rank_previous_surface" = 'place' WHERE "rank_previous" IS NOT NULL;--> statement-breakpoint
UPDATE "place_rank_history" SET "source" = 'naver-place', "surface" = 'place', "device" = 'pc', "checked_at" = "updated_at";--> statement-breakpoint
UPDATE "place_keyword_tops" SET "source" = 'naver-place', "surface" = 'place', "device" = 'pc';
