CREATE TABLE "anon_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kakao_state_hash" text,
	"kakao_state_expires_at" timestamp with time zone,
	"kakao_link_id" text,
	"kakao_link_mbr_sn" integer,
	"kakao_link_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"anon_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"mbr_sn" integer,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"anon_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"name" text,
	"phone" text,
	"birth" date,
	"gender" text,
	"ci" text,
	"di" text,
	"created_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"kind" text NOT NULL,
	"agreed" boolean NOT NULL,
	"version" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"reason" text NOT NULL,
	"coin_balance" integer NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_sn" serial PRIMARY KEY NOT NULL,
	"mbr_sn" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ci" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "di" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "kakao_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anon_sessions" ADD CONSTRAINT "anon_sessions_kakao_link_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("kakao_link_mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_anon_hash_anon_sessions_token_hash_fk" FOREIGN KEY ("anon_hash") REFERENCES "public"."anon_sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_anon_hash_anon_sessions_token_hash_fk" FOREIGN KEY ("anon_hash") REFERENCES "public"."anon_sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_withdrawals" ADD CONSTRAINT "member_withdrawals_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anon_sessions_expires_idx" ON "anon_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_anon_idx" ON "email_codes" USING btree ("anon_hash","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_anon_idx" ON "identity_verifications" USING btree ("anon_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_consents_member_kind_uq" ON "member_consents" USING btree ("mbr_sn","kind");--> statement-breakpoint
CREATE INDEX "inquiries_member_idx" ON "inquiries" USING btree ("mbr_sn","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_ci_active_uq" ON "members" USING btree ("ci") WHERE "members"."status" = 'ACTIVE' and "members"."ci" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_kakao_id_uq" ON "members" USING btree ("kakao_id");