ALTER TABLE "files" ADD COLUMN "vocabulary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vocabulary" text[] DEFAULT '{}'::text[] NOT NULL;