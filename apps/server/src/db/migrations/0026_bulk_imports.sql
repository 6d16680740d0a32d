CREATE TABLE "bulk_imports" (
	"import_sn" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"kind" text NOT NULL,
	"file_sha256" text NOT NULL,
	"rows" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_imports_member_idx" ON "bulk_imports" USING btree ("mbr_sn","created_at");