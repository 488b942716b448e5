CREATE TABLE "hiring_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_scores" (
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"accuracy" double precision NOT NULL,
	"words" integer NOT NULL,
	"substitutions" integer NOT NULL,
	"deletions" integer NOT NULL,
	"insertions" integer NOT NULL,
	"speaker_errors" integer NOT NULL,
	"too_different" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_scores_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "hiring_notes" ADD CONSTRAINT "hiring_notes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_notes" ADD CONSTRAINT "hiring_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_notes" ADD CONSTRAINT "hiring_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_scores" ADD CONSTRAINT "hiring_scores_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_scores" ADD CONSTRAINT "hiring_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_scores" ADD CONSTRAINT "hiring_scores_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hiring_notes_user_idx" ON "hiring_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hiring_scores_user_idx" ON "hiring_scores" USING btree ("user_id","computed_at");