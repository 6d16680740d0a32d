CREATE TABLE "notice_images" (
	"file_name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" integer,
	"ntc_sn" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"ntc_sn" serial PRIMARY KEY NOT NULL,
	"category" text DEFAULT 'NOTICE' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"notice_dt" date NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_category_check" CHECK ("notices"."category" in ('NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT'))
);
--> statement-breakpoint
ALTER TABLE "notice_images" ADD CONSTRAINT "notice_images_uploaded_by_members_mbr_sn_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_images" ADD CONSTRAINT "notice_images_ntc_sn_notices_ntc_sn_fk" FOREIGN KEY ("ntc_sn") REFERENCES "public"."notices"("ntc_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_members_mbr_sn_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_updated_by_members_mbr_sn_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_images_notice_idx" ON "notice_images" USING btree ("ntc_sn");--> statement-breakpoint
CREATE INDEX "notice_images_created_idx" ON "notice_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("notice_dt","ntc_sn");