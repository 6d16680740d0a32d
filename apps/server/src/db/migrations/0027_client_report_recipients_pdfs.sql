CREATE TABLE "client_report_deliveries" (
	"recipient_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "client_report_deliveries_recipient_id_month_pk" PRIMARY KEY("recipient_id","month")
);
--> statement-breakpoint
CREATE TABLE "client_report_pdfs" (
	"report_sn" integer NOT NULL,
	"data_hash" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_report_pdfs_report_sn_data_hash_pk" PRIMARY KEY("report_sn","data_hash")
);
--> statement-breakpoint
CREATE TABLE "client_report_recipient_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_report_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_sn" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_report_recipients_uq" UNIQUE("report_sn","email")
);
--> statement-breakpoint
DROP TABLE "client_report_mailings" CASCADE;--> statement-breakpoint
ALTER TABLE "client_report_deliveries" ADD CONSTRAINT "client_report_deliveries_recipient_id_client_report_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."client_report_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_pdfs" ADD CONSTRAINT "client_report_pdfs_report_sn_client_reports_report_sn_fk" FOREIGN KEY ("report_sn") REFERENCES "public"."client_reports"("report_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_recipient_tokens" ADD CONSTRAINT "client_report_recipient_tokens_recipient_id_client_report_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."client_report_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_recipients" ADD CONSTRAINT "client_report_recipients_report_sn_client_reports_report_sn_fk" FOREIGN KEY ("report_sn") REFERENCES "public"."client_reports"("report_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_report_recipient_tokens_recipient_idx" ON "client_report_recipient_tokens" USING btree ("recipient_id");