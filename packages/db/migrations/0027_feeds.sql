CREATE TABLE "feed_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone,
	"duration_sec" double precision,
	"enclosure_url" text NOT NULL,
	"enclosure_type" text,
	"enclosure_bytes" bigint,
	"state" text DEFAULT 'new' NOT NULL,
	"error" text,
	"seen_while_watched" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_episodes" ADD CONSTRAINT "feed_episodes_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_episodes" ADD CONSTRAINT "feed_episodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_episodes" ADD CONSTRAINT "feed_episodes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_episodes_feed_guid_idx" ON "feed_episodes" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "feed_episodes_user_state_idx" ON "feed_episodes" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_user_url_idx" ON "feeds" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "feeds_watch_next_idx" ON "feeds" USING btree ("next_check_at") WHERE "feeds"."watch";