ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_ck";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "actor_mbr_sn" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "cancel_shortfall" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'MISMATCH'));