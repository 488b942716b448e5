CREATE TABLE "workflow_list_versions" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_list_versions" ADD CONSTRAINT "workflow_list_versions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves an organisation's workflow list counter on. Skips an organisation deleted in the same
-- transaction (its files' deletions are still queued here when it commits).
CREATE FUNCTION "bump_workflow_list_version"(org uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "workflow_list_versions" AS v ("org_id", "version")
  SELECT org, 1 WHERE EXISTS (SELECT 1 FROM "organisations" WHERE "id" = org)
  ON CONFLICT ("org_id") DO UPDATE SET "version" = v."version" + 1
$$;
--> statement-breakpoint
-- For a row of files or users: the organisation it belonged to and the one it belongs to now.
CREATE FUNCTION "workflow_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."org_id" IS NOT NULL THEN
    PERFORM "bump_workflow_list_version"(OLD."org_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."org_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."org_id" IS DISTINCT FROM OLD."org_id") THEN
    PERFORM "bump_workflow_list_version"(NEW."org_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to commit: the counter's row lock is then the last lock a transaction takes, so writers
-- that lock files or organisations in any order never wait on each other in a cycle through it, and
-- the bump becomes visible in the same instant as the change it stands for.
CREATE CONSTRAINT TRIGGER "files_workflow_list_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "workflow_list_changed"();
--> statement-breakpoint
-- A list row shows its assignees' names and emails.
CREATE CONSTRAINT TRIGGER "users_workflow_list_changed"
  AFTER UPDATE OF "first_name", "last_name", "email", "org_id" OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "workflow_list_changed"();
