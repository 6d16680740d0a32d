CREATE TABLE "inquiry_follow_ups" (
	"follow_up_sn" serial PRIMARY KEY NOT NULL,
	"inquiry_sn" integer NOT NULL,
	"mbr_sn" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_follow_ups" ADD CONSTRAINT "inquiry_follow_ups_inquiry_sn_inquiries_inquiry_sn_fk" FOREIGN KEY ("inquiry_sn") REFERENCES "public"."inquiries"("inquiry_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_follow_ups" ADD CONSTRAINT "inquiry_follow_ups_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_follow_ups_inquiry_idx" ON "inquiry_follow_ups" USING btree ("inquiry_sn","follow_up_sn");