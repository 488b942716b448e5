CREATE TABLE "publications" (
	"slug" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;