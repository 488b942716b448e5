ALTER TABLE "edit_renders" ADD COLUMN "loudness_target" text;--> statement-breakpoint
ALTER TABLE "edit_renders" ADD COLUMN "loudness" double precision;