ALTER TABLE "files" DROP COLUMN "public_url";--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "public_url_original";