CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"inspiration" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"tone" text NOT NULL,
	"title" text,
	"content" text,
	"error" text,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_runs" (
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"engine" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_runs_file_id_kind_pk" PRIMARY KEY("file_id","kind")
);
--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "contents" jsonb DEFAULT '{"quotes":[],"show_notes":null,"tweet":null,"caption":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_runs" ADD CONSTRAINT "insight_runs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_file_created_idx" ON "articles" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_user_status_idx" ON "articles" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "insight_runs_status_idx" ON "insight_runs" USING btree ("status");