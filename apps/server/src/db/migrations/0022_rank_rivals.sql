CREATE TABLE "goods_keyword_tops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword_norm" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"rank" smallint,
	"item_key" text NOT NULL,
	"store_key" text,
	"title" text NOT NULL,
	"mall" text,
	"price" integer,
	"image" text,
	"review_count" integer
);
--> statement-breakpoint
CREATE TABLE "goods_rival_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rival_sn" integer NOT NULL,
	"day" date NOT NULL,
	"rank" smallint,
	"depth" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_rivals" (
	"rival_sn" serial PRIMARY KEY NOT NULL,
	"gdkd_sn" integer NOT NULL,
	"product_id" text NOT NULL,
	"store_product_no" text,
	"title" text NOT NULL,
	"mall" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_keyword_tops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword_norm" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"rank" smallint,
	"item_key" text NOT NULL,
	"store_key" text,
	"title" text NOT NULL,
	"mall" text,
	"price" integer,
	"image" text,
	"review_count" integer
);
--> statement-breakpoint
ALTER TABLE "goods_rival_history" ADD CONSTRAINT "goods_rival_history_rival_sn_goods_rivals_rival_sn_fk" FOREIGN KEY ("rival_sn") REFERENCES "public"."goods_rivals"("rival_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_rivals" ADD CONSTRAINT "goods_rivals_gdkd_sn_tracked_keywords_gdkd_sn_fk" FOREIGN KEY ("gdkd_sn") REFERENCES "public"."tracked_keywords"("gdkd_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_keyword_tops_kw_day_slot_uq" ON "goods_keyword_tops" USING btree ("keyword_norm","day","slot");--> statement-breakpoint
CREATE INDEX "goods_keyword_tops_day_idx" ON "goods_keyword_tops" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_rival_history_rival_day_uq" ON "goods_rival_history" USING btree ("rival_sn","day");--> statement-breakpoint
CREATE INDEX "goods_rival_history_day_idx" ON "goods_rival_history" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_rivals_kw_product_uq" ON "goods_rivals" USING btree ("gdkd_sn","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_keyword_tops_kw_day_slot_uq" ON "place_keyword_tops" USING btree ("keyword_norm","day","slot");--> statement-breakpoint
CREATE INDEX "place_keyword_tops_day_idx" ON "place_keyword_tops" USING btree ("day");