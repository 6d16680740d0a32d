CREATE TABLE "rank_check_jobs" (
	"queue" text NOT NULL,
	"keyword_norm" text NOT NULL,
	"job_id" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rank_check_jobs_queue_keyword_norm_pk" PRIMARY KEY("queue","keyword_norm")
);
