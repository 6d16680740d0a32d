-- Coin amounts become bigint (a balance past 2,147,483,647 used to fail) and every balance and
-- ledger row gets its three parts (features/coins/coins.domain.ts). The trigger that names
-- coin_accounts.balance must be dropped while the column changes type, then is made again as in 0008.
DROP TRIGGER "member_directory_balance_upd" ON "coin_accounts";--> statement-breakpoint
ALTER TABLE "coin_accounts" DROP CONSTRAINT "coin_accounts_balance_ck";--> statement-breakpoint
ALTER TABLE "coin_accounts" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
CREATE TRIGGER "member_directory_balance_upd" AFTER UPDATE OF balance ON "coin_accounts"
  FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance) EXECUTE FUNCTION "member_directory_balance"();
--> statement-breakpoint
ALTER TABLE "coin_ledger" ALTER COLUMN "delta" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coin_ledger" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "member_directory" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "member_directory" ALTER COLUMN "coins_used" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "member_directory" ALTER COLUMN "paid_coins" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "member_directory" ALTER COLUMN "service_coins" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD COLUMN "service" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD COLUMN "paid_grant" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD COLUMN "purchased" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "service_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "paid_grant_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "purchased_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: replay each member's ledger in order with today's rules (credits to their kind's part;
-- debits take service coins, then paid grants, then purchased coins; a cancellation takes purchased
-- coins first: a cancellation made under the old rule may have taken more, from the other parts).
DO $$
DECLARE
  r record;
  cur integer := NULL;
  s bigint := 0; g bigint := 0; p bigint := 0;
  ds bigint; dg bigint; dp bigint; due bigint; take bigint;
BEGIN
  FOR r IN SELECT id, mbr_sn, kind, delta FROM coin_ledger ORDER BY mbr_sn, id LOOP
    IF cur IS DISTINCT FROM r.mbr_sn THEN
      IF cur IS NOT NULL THEN
        UPDATE coin_accounts SET service = s, paid_grant = g, purchased = p WHERE mbr_sn = cur;
      END IF;
      cur := r.mbr_sn; s := 0; g := 0; p := 0;
    END IF;
    ds := 0; dg := 0; dp := 0;
    IF r.delta > 0 THEN
      IF r.kind IN ('PURCHASE', 'REFUND') THEN dp := r.delta;
      ELSIF r.kind = 'PAID_GRANT' THEN dg := r.delta;
      ELSE ds := r.delta;
      END IF;
    ELSE
      due := -r.delta;
      IF r.kind = 'CANCEL' THEN
        take := least(due, p); dp := -take; due := due - take;
      END IF;
      take := least(due, s); ds := -take; due := due - take;
      take := least(due, g); dg := -take; due := due - take;
      take := least(due, p + dp); dp := dp - take; due := due - take;
      IF due > 0 THEN
        RAISE EXCEPTION 'coin_ledger row % takes more coins than member % had', r.id, r.mbr_sn;
      END IF;
    END IF;
    s := s + ds; g := g + dg; p := p + dp;
    UPDATE coin_ledger SET service_delta = ds, paid_grant_delta = dg, purchased_delta = dp WHERE id = r.id;
  END LOOP;
  IF cur IS NOT NULL THEN
    UPDATE coin_accounts SET service = s, paid_grant = g, purchased = p WHERE mbr_sn = cur;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_parts_ck" CHECK ("coin_accounts"."service" >= 0 and "coin_accounts"."paid_grant" >= 0 and "coin_accounts"."purchased" >= 0);--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_sum_ck" CHECK ("coin_accounts"."balance" = "coin_accounts"."service" + "coin_accounts"."paid_grant" + "coin_accounts"."purchased");--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_balance_ck" CHECK ("coin_accounts"."balance" >= 0 and "coin_accounts"."balance" <= 9007199254740991);--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_parts_ck" CHECK ("coin_ledger"."delta" = "coin_ledger"."service_delta" + "coin_ledger"."paid_grant_delta" + "coin_ledger"."purchased_delta");--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_ck";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "actor_mbr_sn" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "cancel_shortfall" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'MISMATCH'));