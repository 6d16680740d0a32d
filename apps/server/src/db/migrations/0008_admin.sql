CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_mbr_sn" integer NOT NULL,
	"action" text NOT NULL,
	"target_mbr_sn" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"mbr_sn" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"memo" text,
	"registered_by" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_directory" (
	"mbr_sn" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"group_id" integer,
	"company_name" text,
	"joined_at" timestamp with time zone NOT NULL,
	"agency_registered_at" timestamp with time zone,
	"balance" integer DEFAULT 0 NOT NULL,
	"product_cnt" integer DEFAULT 0 NOT NULL,
	"coins_used" integer DEFAULT 0 NOT NULL,
	"paid_coins" integer DEFAULT 0 NOT NULL,
	"service_coins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_group_id_agency_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."agency_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_directory" ADD CONSTRAINT "member_directory_mbr_sn_members_mbr_sn_fk" FOREIGN KEY ("mbr_sn") REFERENCES "public"."members"("mbr_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_mbr_sn","id");--> statement-breakpoint
CREATE INDEX "agency_members_group_idx" ON "agency_members" USING btree ("group_id","registered_at");--> statement-breakpoint
CREATE INDEX "member_directory_joined_idx" ON "member_directory" USING btree ("joined_at","mbr_sn");--> statement-breakpoint
CREATE INDEX "member_directory_agency_idx" ON "member_directory" USING btree ("agency_registered_at","mbr_sn") WHERE "member_directory"."agency_registered_at" is not null;--> statement-breakpoint
CREATE INDEX "member_directory_group_idx" ON "member_directory" USING btree ("group_id","agency_registered_at");--> statement-breakpoint
CREATE INDEX "member_directory_balance_idx" ON "member_directory" USING btree ("balance","mbr_sn");--> statement-breakpoint
CREATE INDEX "member_directory_products_idx" ON "member_directory" USING btree ("product_cnt","mbr_sn");--> statement-breakpoint
CREATE INDEX "member_directory_email_idx" ON "member_directory" USING btree ("email","mbr_sn");--> statement-breakpoint
CREATE INDEX "member_directory_total_idx" ON "member_directory" USING btree (("paid_coins" + "service_coins"),"mbr_sn");--> statement-breakpoint
-- member_directory is derived data kept in step by the triggers below (never by application code).
-- Lock order, everywhere: the member's coin_accounts row first, then its member_directory row.
-- Coin changes take them in that order (update coin_accounts, then the ledger row), so a trigger
-- that starts from another table (a product insert before its spend) takes the coin row first too
-- and two transactions can never wait on each other in a cycle.
CREATE FUNCTION "member_directory_member_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_directory (mbr_sn, email, role, status, group_id, joined_at)
  VALUES (NEW.mbr_sn, NEW.email, NEW.role, NEW.status, NEW.group_id, NEW.created_at)
  ON CONFLICT (mbr_sn) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "member_directory_member_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM coin_accounts WHERE mbr_sn = NEW.mbr_sn FOR NO KEY UPDATE;
  UPDATE member_directory
     SET email = NEW.email, role = NEW.role, status = NEW.status, group_id = NEW.group_id, joined_at = NEW.created_at
   WHERE mbr_sn = NEW.mbr_sn;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_directory_member_ins" AFTER INSERT ON "members"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_member_ins"();
--> statement-breakpoint
CREATE TRIGGER "member_directory_member_upd" AFTER UPDATE OF email, role, status, group_id, created_at ON "members"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.group_id IS DISTINCT FROM NEW.group_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "member_directory_member_upd"();
--> statement-breakpoint
CREATE FUNCTION "member_directory_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_directory SET balance = NEW.balance WHERE mbr_sn = NEW.mbr_sn;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_directory_balance_ins" AFTER INSERT ON "coin_accounts"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_balance"();
--> statement-breakpoint
CREATE TRIGGER "member_directory_balance_upd" AFTER UPDATE OF balance ON "coin_accounts"
  FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance) EXECUTE FUNCTION "member_directory_balance"();
--> statement-breakpoint
CREATE FUNCTION "member_directory_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM coin_accounts WHERE mbr_sn IN (SELECT mbr_sn FROM new_rows) ORDER BY mbr_sn FOR NO KEY UPDATE;
  UPDATE member_directory d
     SET paid_coins = d.paid_coins + s.paid, service_coins = d.service_coins + s.service, coins_used = d.coins_used + s.used
    FROM (
      SELECT mbr_sn,
             coalesce(sum(delta) FILTER (WHERE kind IN ('PURCHASE', 'PAID_GRANT', 'CANCEL', 'REFUND')), 0) AS paid,
             coalesce(sum(delta) FILTER (WHERE kind IN ('SERVICE_GRANT', 'OPERATOR_GRANT')), 0) AS service,
             coalesce(-sum(delta) FILTER (WHERE kind IN ('SPEND_REGISTER', 'SPEND_RENEW')), 0) AS used
        FROM new_rows GROUP BY mbr_sn
    ) s
   WHERE d.mbr_sn = s.mbr_sn;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_directory_ledger" AFTER INSERT ON "coin_ledger"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_directory_ledger"();
--> statement-breakpoint
CREATE FUNCTION "member_directory_goods_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM coin_accounts WHERE mbr_sn IN (SELECT mbr_sn FROM new_rows) ORDER BY mbr_sn FOR NO KEY UPDATE;
  UPDATE member_directory d SET product_cnt = d.product_cnt + s.n
    FROM (SELECT mbr_sn, count(*)::int AS n FROM new_rows GROUP BY mbr_sn) s
   WHERE d.mbr_sn = s.mbr_sn;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "member_directory_goods_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM coin_accounts WHERE mbr_sn IN (SELECT mbr_sn FROM old_rows) ORDER BY mbr_sn FOR NO KEY UPDATE;
  UPDATE member_directory d SET product_cnt = greatest(0, d.product_cnt - s.n)
    FROM (SELECT mbr_sn, count(*)::int AS n FROM old_rows GROUP BY mbr_sn) s
   WHERE d.mbr_sn = s.mbr_sn;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_directory_goods_ins" AFTER INSERT ON "tracked_goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_directory_goods_ins"();
--> statement-breakpoint
CREATE TRIGGER "member_directory_goods_del" AFTER DELETE ON "tracked_goods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_directory_goods_del"();
--> statement-breakpoint
CREATE FUNCTION "member_directory_agency"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM coin_accounts WHERE mbr_sn = OLD.mbr_sn FOR NO KEY UPDATE;
    UPDATE member_directory SET company_name = NULL, agency_registered_at = NULL WHERE mbr_sn = OLD.mbr_sn;
  ELSE
    PERFORM 1 FROM coin_accounts WHERE mbr_sn = NEW.mbr_sn FOR NO KEY UPDATE;
    UPDATE member_directory SET company_name = NEW.company_name, agency_registered_at = NEW.registered_at
     WHERE mbr_sn = NEW.mbr_sn;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_directory_agency" AFTER INSERT OR UPDATE OR DELETE ON "agency_members"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_agency"();
--> statement-breakpoint
INSERT INTO member_directory
  (mbr_sn, email, role, status, group_id, joined_at, balance, product_cnt, coins_used, paid_coins, service_coins)
SELECT m.mbr_sn, m.email, m.role, m.status, m.group_id, m.created_at,
       coalesce(c.balance, 0), coalesce(g.n, 0), coalesce(l.used, 0), coalesce(l.paid, 0), coalesce(l.service, 0)
  FROM members m
  LEFT JOIN coin_accounts c ON c.mbr_sn = m.mbr_sn
  LEFT JOIN (SELECT mbr_sn, count(*)::int AS n FROM tracked_goods GROUP BY mbr_sn) g ON g.mbr_sn = m.mbr_sn
  LEFT JOIN (
    SELECT mbr_sn,
           coalesce(sum(delta) FILTER (WHERE kind IN ('PURCHASE', 'PAID_GRANT', 'CANCEL', 'REFUND')), 0) AS paid,
           coalesce(sum(delta) FILTER (WHERE kind IN ('SERVICE_GRANT', 'OPERATOR_GRANT')), 0) AS service,
           coalesce(-sum(delta) FILTER (WHERE kind IN ('SPEND_REGISTER', 'SPEND_RENEW')), 0) AS used
      FROM coin_ledger GROUP BY mbr_sn
  ) l ON l.mbr_sn = m.mbr_sn;
--> statement-breakpoint
-- The e-mail "contains" search of the admin grids: a trigram index where the server has pg_trgm
-- (PostgreSQL with contrib) and lets us install it; otherwise (PGlite, no privilege) the search
-- scans member_directory, which holds one narrow row per member.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX IF NOT EXISTS member_directory_email_trgm_idx ON member_directory USING gin (email gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm not installed (%); the e-mail search scans member_directory', SQLERRM;
    END;
  END IF;
END $$;
