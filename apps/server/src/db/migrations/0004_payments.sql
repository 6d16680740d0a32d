CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"mbr_sn" integer NOT NULL,
	"packs" jsonb NOT NULL,
	"order_name" text NOT NULL,
	"total_amount" integer NOT NULL,
	"total_coins" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"portone_tx_id" text,
	"pg_status" text,
	"status_reason" text,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_coins" integer,
	"cancel_amount" integer,
	"cancel_reason" text,
	"cancelled_by" integer,
	"portone_cancellation_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_amount_ck" CHECK ("payment_orders"."total_amount" > 0 and "payment_orders"."total_coins" > 0),
	CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'MISMATCH'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_member_idx" ON "payment_orders" USING btree ("mbr_sn","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_purchase_ref_uq" ON "coin_ledger" USING btree ("ref_type","ref_id") WHERE "coin_ledger"."kind" = 'PURCHASE' and "coin_ledger"."ref_id" is not null;