ALTER TABLE "valid_users" DROP CONSTRAINT "valid_users_email_unique";--> statement-breakpoint
DROP INDEX "valid_users_org_idx";--> statement-breakpoint
ALTER TABLE "valid_users" ADD COLUMN "status" text DEFAULT 'invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "valid_users" ADD COLUMN "invited_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "valid_users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "valid_users" ADD CONSTRAINT "valid_users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "valid_users_org_email_idx" ON "valid_users" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "valid_users_email_idx" ON "valid_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "valid_users_user_idx" ON "valid_users" USING btree ("user_id") WHERE "valid_users"."user_id" is not null;--> statement-breakpoint
-- Entries through which an account joined are joined; the others stay invitations, dated by their
-- last change (an address may have been changed since the entry was made): an account created
-- before that date accepts or declines, one created after it signed up with the invited address.
UPDATE "valid_users" SET "status" = 'joined' WHERE "user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "valid_users" SET "invited_at" = "updated_at";
