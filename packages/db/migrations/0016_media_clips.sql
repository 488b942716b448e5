CREATE TABLE "media_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"shape" text NOT NULL,
	"framing" text,
	"background" text NOT NULL,
	"start_sec" double precision NOT NULL,
	"end_sec" double precision NOT NULL,
	"text" text NOT NULL,
	"speaker" text NOT NULL,
	"words" jsonb NOT NULL,
	"video_key" text,
	"audio_key" text,
	"charged_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "audiogram_background" text;--> statement-breakpoint
ALTER TABLE "media_clips" ADD CONSTRAINT "media_clips_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_clips" ADD CONSTRAINT "media_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_clips_file_created_idx" ON "media_clips" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "media_clips_status_updated_idx" ON "media_clips" USING btree ("status","updated_at");