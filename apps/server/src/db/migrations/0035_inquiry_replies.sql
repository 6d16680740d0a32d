CREATE TABLE "inquiry_replies" (
	"reply_sn" serial PRIMARY KEY NOT NULL,
	"inquiry_sn" integer NOT NULL,
	"author_mbr_sn" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_to" text NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" smallint DEFAULT 0 NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	"mail_error" text,
	CONSTRAINT "inquiry_replies_mail_ck" CHECK ("inquiry_replies"."mail_status" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_sn_inquiries_inquiry_sn_fk" FOREIGN KEY ("inquiry_sn") REFERENCES "public"."inquiries"("inquiry_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("author_mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_idx" ON "inquiry_replies" USING btree ("inquiry_sn","reply_sn");--> statement-breakpoint
CREATE INDEX "inquiry_replies_mail_idx" ON "inquiry_replies" USING btree ("reply_sn") WHERE "inquiry_replies"."mail_status" in ('pending', 'sending', 'failed');--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","inquiry_sn");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_ck" CHECK ("inquiries"."status" in ('RECEIVED', 'ANSWERED', 'CLOSED'));