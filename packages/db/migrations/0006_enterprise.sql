CREATE TABLE "valid_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valid_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "workflow_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_transcripts" (
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"snippets" json NOT NULL,
	"speakers" jsonb NOT NULL,
	"transcript_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_transcripts_file_id_kind_user_id_pk" PRIMARY KEY("file_id","kind","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "assignees" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "public_url_original" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "workflow_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "valid_users" ADD CONSTRAINT "valid_users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_users" ADD CONSTRAINT "valid_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_transcripts" ADD CONSTRAINT "workflow_transcripts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_transcripts" ADD CONSTRAINT "workflow_transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valid_users_org_idx" ON "valid_users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "workflow_events_file_idx" ON "workflow_events" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_events_org_idx" ON "workflow_events" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "files_org_status_created_idx" ON "files" USING btree ("org_id","workflow_status","created_at");