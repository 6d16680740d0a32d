CREATE TABLE "mail_send_counts" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mail_send_counts_scope_key_hash_day_pk" PRIMARY KEY("scope","key_hash","day")
);
