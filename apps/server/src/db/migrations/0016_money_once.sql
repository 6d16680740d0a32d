CREATE TABLE "coin_grant_cancels" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"paid_granted" bigint NOT NULL,
	"service_granted" bigint NOT NULL,
	"paid_taken" bigint NOT NULL,
	"service_taken" bigint NOT NULL,
	"reason" text NOT NULL,
	"cancelled_by" integer NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_grant_cancels_taken_ck" CHECK ("coin_grant_cancels"."paid_taken" >= 0 and "coin_grant_cancels"."service_taken" >= 0 and "coin_grant_cancels"."paid_taken" <= "coin_grant_cancels"."paid_granted" and "coin_grant_cancels"."service_taken" <= "coin_grant_cancels"."service_granted")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"mbr_sn" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("mbr_sn","key")
);
--> statement-breakpoint
ALTER TABLE "coin_grant_cancels" ADD CONSTRAINT "coin_grant_cancels_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_grant_cancels_member_idx" ON "coin_grant_cancels" USING btree ("mbr_sn");--> statement-breakpoint
CREATE INDEX "coin_ledger_ref_idx" ON "coin_ledger" USING btree ("ref_type","ref_id") WHERE "coin_ledger"."ref_id" is not null;--> statement-breakpoint
-- Grant cancellations take coins back (PAID_GRANT_CANCEL from the paid-grant part,
-- SERVICE_GRANT_CANCEL from the service part): the directory's paid and service totals count them
-- like the grants they undo. Same function as 0008_admin otherwise (lock order unchanged).
CREATE OR REPLACE FUNCTION "member_directory_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM coin_accounts WHERE mbr_sn IN (SELECT mbr_sn FROM new_rows) ORDER BY mbr_sn FOR NO KEY UPDATE;
  UPDATE member_directory d
     SET paid_coins = d.paid_coins + s.paid, service_coins = d.service_coins + s.service, coins_used = d.coins_used + s.used
    FROM (
      SELECT mbr_sn,
             coalesce(sum(delta) FILTER (WHERE kind IN ('PURCHASE', 'PAID_GRANT', 'CANCEL', 'REFUND', 'PAID_GRANT_CANCEL')), 0) AS paid,
             coalesce(sum(delta) FILTER (WHERE kind IN ('SERVICE_GRANT', 'OPERATOR_GRANT', 'SERVICE_GRANT_CANCEL')), 0) AS service,
             coalesce(-sum(delta) FILTER (WHERE kind IN ('SPEND_REGISTER', 'SPEND_RENEW')), 0) AS used
        FROM new_rows GROUP BY mbr_sn
    ) s
   WHERE d.mbr_sn = s.mbr_sn;
  RETURN NULL;
END $$;
