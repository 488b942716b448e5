CREATE TABLE "edit_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"format" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"kept" jsonb NOT NULL,
	"duration" double precision NOT NULL,
	"minutes" integer NOT NULL,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edit_renders" ADD CONSTRAINT "edit_renders_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_renders" ADD CONSTRAINT "edit_renders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_renders_file_created_idx" ON "edit_renders" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "edit_renders_status_updated_idx" ON "edit_renders" USING btree ("status","updated_at");