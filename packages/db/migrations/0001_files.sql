CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"org_id" uuid,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"format_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_sec" double precision NOT NULL,
	"speakers_hint" integer,
	"language" text,
	"original_key" text NOT NULL,
	"playback_key" text,
	"wav_key" text,
	"peaks_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'normalise' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"charged_minutes" integer DEFAULT 0 NOT NULL,
	"workflow_status" text DEFAULT 'Not_Started' NOT NULL,
	"special_status" text,
	"review_complete" boolean DEFAULT false NOT NULL,
	"editing_start_time" timestamp with time zone,
	"version" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_artifacts" (
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_artifacts_file_id_name_pk" PRIMARY KEY("file_id","name")
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"snippets" jsonb NOT NULL,
	"speakers" jsonb NOT NULL,
	"processed_data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_artifacts" ADD CONSTRAINT "pipeline_artifacts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_user_created_idx" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_status_idx" ON "files" USING btree ("status");