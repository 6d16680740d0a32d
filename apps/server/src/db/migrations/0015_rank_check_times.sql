ALTER TABLE "tracked_goods" ADD COLUMN "check_now_day" date;--> statement-breakpoint
ALTER TABLE "tracked_goods" ADD COLUMN "check_now_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_goods" ADD COLUMN "check_now_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "place_keywords" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_places" ADD COLUMN "check_now_day" date;--> statement-breakpoint
ALTER TABLE "tracked_places" ADD COLUMN "check_now_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_places" ADD COLUMN "check_now_at" timestamp with time zone;--> statement-breakpoint
-- The last failed check of each tracked keyword, from the checks already recorded.
UPDATE "tracked_keywords" AS k SET "failed_at" = c.at
  FROM (SELECT "keyword_norm", max("created_at") AS at FROM "keyword_checks" WHERE "status" = 'failed' GROUP BY "keyword_norm") AS c
 WHERE c."keyword_norm" = k."keyword_norm";--> statement-breakpoint
UPDATE "place_keywords" AS k SET "failed_at" = c.at
  FROM (SELECT "keyword_norm", max("created_at") AS at FROM "place_keyword_checks" WHERE "status" = 'failed' GROUP BY "keyword_norm") AS c
 WHERE c."keyword_norm" = k."keyword_norm";
