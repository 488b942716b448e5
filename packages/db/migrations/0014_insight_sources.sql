ALTER TABLE "articles" ADD COLUMN "source_fingerprint" text;--> statement-breakpoint
ALTER TABLE "insight_runs" ADD COLUMN "source_fingerprint" text;--> statement-breakpoint
ALTER TABLE "insight_runs" ADD COLUMN "result_hash" text;