CREATE TABLE "answer_cache" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_cache_kind_key_day_pk" PRIMARY KEY("kind","key","day")
);
--> statement-breakpoint
CREATE TABLE "keyword_score_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"product_count" integer NOT NULL,
	"source" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_score_usage" (
	"mbr_sn" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_score_usage_mbr_sn_day_pk" PRIMARY KEY("mbr_sn","day"),
	CONSTRAINT "keyword_score_usage_count_check" CHECK ("keyword_score_usage"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "keyword_score_searches" ADD CONSTRAINT "keyword_score_searches_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_score_usage" ADD CONSTRAINT "keyword_score_usage_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_cache_day_idx" ON "answer_cache" USING btree ("day");--> statement-breakpoint
CREATE INDEX "keyword_score_searches_member_idx" ON "keyword_score_searches" USING btree ("mbr_sn","day");