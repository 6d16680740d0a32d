CREATE TABLE "agency_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"email" text NOT NULL,
	"mbr_sn" integer,
	"company_name" text NOT NULL,
	"memo" text,
	"invited_by" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "agency_invitations_status_ck" CHECK ("agency_invitations"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_group_id_agency_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."agency_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_invited_by_members_mbr_sn_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("mbr_sn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_invitations_group_idx" ON "agency_invitations" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_invitations_group_email_idx" ON "agency_invitations" USING btree ("group_id","email");--> statement-breakpoint
CREATE INDEX "agency_invitations_member_idx" ON "agency_invitations" USING btree ("mbr_sn","created_at") WHERE "agency_invitations"."status" = 'PENDING' and "agency_invitations"."mbr_sn" is not null;