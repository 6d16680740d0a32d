ALTER TABLE "tracked_keywords" ADD COLUMN "representative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill: a product's representative keyword was the one at position 0 (the lowest position,
-- then the oldest keyword, should two ever share it), as the place keywords already flag theirs.
UPDATE "tracked_keywords" AS k SET "representative" = true
  FROM (
    SELECT DISTINCT ON ("gdp_sn") "gdkd_sn"
      FROM "tracked_keywords"
     ORDER BY "gdp_sn", "position", "gdkd_sn"
  ) AS first
 WHERE k."gdkd_sn" = first."gdkd_sn";--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_representative_uq" ON "tracked_keywords" USING btree ("gdp_sn") WHERE "tracked_keywords"."representative";--> statement-breakpoint
ALTER TABLE "tracked_keywords" DROP COLUMN "position";
