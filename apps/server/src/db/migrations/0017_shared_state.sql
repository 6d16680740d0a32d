CREATE TABLE "action_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"held_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_gates" (
	"name" text PRIMARY KEY NOT NULL,
	"next_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "naver_key_usage" (
	"client_id" text NOT NULL,
	"day" date NOT NULL,
	"search" integer DEFAULT 0 NOT NULL,
	"datalab" integer DEFAULT 0 NOT NULL,
	"search_exhausted" boolean DEFAULT false NOT NULL,
	"datalab_exhausted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "naver_key_usage_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_end" timestamp (3) with time zone NOT NULL
);
