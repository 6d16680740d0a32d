CREATE TABLE "setup_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	CONSTRAINT "setup_tokens_token_hash_unique" UNIQUE("token_hash")
);
