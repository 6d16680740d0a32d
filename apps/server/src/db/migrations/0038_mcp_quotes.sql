CREATE TABLE "mcp_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"request_hash" text NOT NULL,
	"coins" integer NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcp_quotes" ADD CONSTRAINT "mcp_quotes_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_quotes_expires_idx" ON "mcp_quotes" USING btree ("expires_at");