ALTER TABLE "anon_sessions" ADD COLUMN "kakao_signup_id" text;--> statement-breakpoint
ALTER TABLE "anon_sessions" ADD COLUMN "kakao_signup_email" text;--> statement-breakpoint
ALTER TABLE "anon_sessions" ADD COLUMN "kakao_signup_name" text;--> statement-breakpoint
ALTER TABLE "anon_sessions" ADD COLUMN "kakao_signup_expires_at" timestamp with time zone;