CREATE TABLE "place_map_points" (
	"scan_id" bigint NOT NULL,
	"idx" smallint NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rank" integer,
	"pages" integer DEFAULT 0 NOT NULL,
	"top" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "place_map_points_scan_id_idx_pk" PRIMARY KEY("scan_id","idx"),
	CONSTRAINT "place_map_points_status_ck" CHECK ("place_map_points"."status" in ('pending', 'found', 'outside', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "place_map_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"plkwrd_sn" integer NOT NULL,
	"place_id" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"grid" smallint NOT NULL,
	"spacing_m" integer NOT NULL,
	"center_x" double precision NOT NULL,
	"center_y" double precision NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"points_total" integer NOT NULL,
	"points_done" integer DEFAULT 0 NOT NULL,
	"points_failed" integer DEFAULT 0 NOT NULL,
	"coins_spent" integer NOT NULL,
	"coins_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "place_map_scans_status_ck" CHECK ("place_map_scans"."status" in ('running', 'done')),
	CONSTRAINT "place_map_scans_done_ck" CHECK ("place_map_scans"."points_done" between 0 and "place_map_scans"."points_total")
);
--> statement-breakpoint
CREATE TABLE "place_map_schedules" (
	"plkwrd_sn" integer PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"grid" smallint NOT NULL,
	"spacing_m" integer NOT NULL,
	"last_run_day" date,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_map_schedules_weekday_ck" CHECK ("place_map_schedules"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "place_map_points" ADD CONSTRAINT "place_map_points_scan_id_place_map_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."place_map_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_map_scans" ADD CONSTRAINT "place_map_scans_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_map_scans" ADD CONSTRAINT "place_map_scans_plkwrd_sn_place_keywords_plkwrd_sn_fk" FOREIGN KEY ("plkwrd_sn") REFERENCES "public"."place_keywords"("plkwrd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_map_schedules" ADD CONSTRAINT "place_map_schedules_plkwrd_sn_place_keywords_plkwrd_sn_fk" FOREIGN KEY ("plkwrd_sn") REFERENCES "public"."place_keywords"("plkwrd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_map_schedules" ADD CONSTRAINT "place_map_schedules_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_map_scans_running_uq" ON "place_map_scans" USING btree ("plkwrd_sn") WHERE "place_map_scans"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "place_map_scans_key_uq" ON "place_map_scans" USING btree ("mbr_sn","idempotency_key");--> statement-breakpoint
CREATE INDEX "place_map_scans_keyword_idx" ON "place_map_scans" USING btree ("plkwrd_sn","id");