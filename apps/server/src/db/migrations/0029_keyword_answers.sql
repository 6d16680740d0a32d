CREATE TABLE "goods_keyword_answers" (
	"keyword_norm" text PRIMARY KEY NOT NULL,
	"had_results" boolean DEFAULT false NOT NULL,
	"empty_count" smallint DEFAULT 0 NOT NULL,
	"empty_since" timestamp with time zone,
	"recheck_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_keyword_answers" (
	"keyword_norm" text PRIMARY KEY NOT NULL,
	"had_results" boolean DEFAULT false NOT NULL,
	"empty_count" smallint DEFAULT 0 NOT NULL,
	"empty_since" timestamp with time zone,
	"recheck_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A keyword with a kept top of its list had results at its last recorded check: an empty answer
-- for it after this release is unconfirmed until confirmed (lib/rank-engine/empty-answer.ts).
INSERT INTO "goods_keyword_answers" ("keyword_norm", "had_results")
SELECT DISTINCT "keyword_norm", true FROM "goods_keyword_tops";
--> statement-breakpoint
INSERT INTO "place_keyword_answers" ("keyword_norm", "had_results")
SELECT DISTINCT "keyword_norm", true FROM "place_keyword_tops";
