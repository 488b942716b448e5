ALTER TABLE "transcript_versions" DROP COLUMN "snippets";--> statement-breakpoint
ALTER TABLE "transcripts" DROP COLUMN "snippets";