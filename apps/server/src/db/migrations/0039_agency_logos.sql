CREATE TABLE "agency_logos" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"pdf_image" "bytea",
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_logos_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "agency_logos" ADD CONSTRAINT "agency_logos_group_id_agency_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."agency_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_logos" ADD CONSTRAINT "agency_logos_updated_by_members_mbr_sn_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;