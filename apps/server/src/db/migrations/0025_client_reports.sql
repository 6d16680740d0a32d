CREATE TABLE "client_report_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_sn" integer NOT NULL,
	"gdp_sn" integer,
	"plce_sn" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "client_report_items_goods_uq" UNIQUE("report_sn","gdp_sn"),
	CONSTRAINT "client_report_items_place_uq" UNIQUE("report_sn","plce_sn"),
	CONSTRAINT "client_report_items_one_ck" CHECK (("client_report_items"."gdp_sn" is null) <> ("client_report_items"."plce_sn" is null))
);
--> statement-breakpoint
CREATE TABLE "client_report_mailings" (
	"report_sn" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "client_report_mailings_report_sn_month_pk" PRIMARY KEY("report_sn","month")
);
--> statement-breakpoint
CREATE TABLE "client_reports" (
	"report_sn" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"monthly" boolean DEFAULT false NOT NULL,
	"mail_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "client_reports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "client_report_items" ADD CONSTRAINT "client_report_items_report_sn_client_reports_report_sn_fk" FOREIGN KEY ("report_sn") REFERENCES "public"."client_reports"("report_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_items" ADD CONSTRAINT "client_report_items_gdp_sn_tracked_goods_gdp_sn_fk" FOREIGN KEY ("gdp_sn") REFERENCES "public"."tracked_goods"("gdp_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_items" ADD CONSTRAINT "client_report_items_plce_sn_tracked_places_plce_sn_fk" FOREIGN KEY ("plce_sn") REFERENCES "public"."tracked_places"("plce_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_mailings" ADD CONSTRAINT "client_report_mailings_report_sn_client_reports_report_sn_fk" FOREIGN KEY ("report_sn") REFERENCES "public"."client_reports"("report_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reports_member_idx" ON "client_reports" USING btree ("mbr_sn");