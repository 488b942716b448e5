ALTER TABLE "users" ADD COLUMN "profanity_filter" text DEFAULT 'mask' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "profanity_filter" text;