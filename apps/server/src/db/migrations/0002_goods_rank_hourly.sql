CREATE TABLE "rank_history_hourly" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gdkd_sn" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "hourly_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rank_history_hourly" ADD CONSTRAINT "rank_history_hourly_gdkd_sn_tracked_keywords_gdkd_sn_fk" FOREIGN KEY ("gdkd_sn") REFERENCES "public"."tracked_keywords"("gdkd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_history_hourly_kw_hour_uq" ON "rank_history_hourly" USING btree ("gdkd_sn","hour");