CREATE SEQUENCE "public"."goods_list_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "tracked_goods" ADD COLUMN "list_seq" bigint DEFAULT nextval('goods_list_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD COLUMN "list_seq" bigint DEFAULT nextval('goods_list_seq') NOT NULL;--> statement-breakpoint
-- Every update of a row the tracked-goods list shows takes a new number (inserts take the
-- column default), whichever code wrote it: the list's ETag (goods-rank.repository listVersion).
CREATE FUNCTION goods_list_seq_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_seq := nextval('goods_list_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tracked_goods_list_seq BEFORE UPDATE ON tracked_goods
  FOR EACH ROW EXECUTE FUNCTION goods_list_seq_touch();--> statement-breakpoint
CREATE TRIGGER tracked_keywords_list_seq BEFORE UPDATE ON tracked_keywords
  FOR EACH ROW EXECUTE FUNCTION goods_list_seq_touch();
