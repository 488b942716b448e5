CREATE TABLE "transcript_paragraphs" (
	"file_id" uuid NOT NULL,
	"key" text NOT NULL,
	"paragraph_id" text NOT NULL,
	"body" json NOT NULL,
	"words" integer NOT NULL,
	"live_words" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "transcript_paragraphs_file_id_key_pk" PRIMARY KEY("file_id","key")
);
--> statement-breakpoint
ALTER TABLE "transcript_versions" ALTER COLUMN "snippets" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ALTER COLUMN "snippets" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_versions" ADD COLUMN "paragraphs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "paragraphs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "words" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "live_words" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "paragraphs_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_paragraphs" ADD CONSTRAINT "transcript_paragraphs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_paragraphs_paragraph_idx" ON "transcript_paragraphs" USING btree ("file_id","paragraph_id");--> statement-breakpoint
-- Every stored paragraph, of the documents and of their kept versions, becomes a row under a key
-- made from its JSON text as the server makes it (transcript-store.ts: the first 32 hex digits of
-- its SHA-256), so versions share the rows of the paragraphs they have in common. The measures are
-- ParagraphMeasure's (packages/transcript/src/limits.ts) in SQL: counted in characters where the
-- server counts UTF-16 units, so a paragraph with characters beyond the BMP is a few bytes low
-- until it is next saved.
INSERT INTO "transcript_paragraphs" ("file_id", "key", "paragraph_id", "body", "words", "live_words", "bytes")
SELECT p.file_id, p.key, p.body ->> 'id', p.body, m.words, m.live_words, m.bytes
FROM (
  SELECT t.file_id, e.value AS body, left(encode(sha256(convert_to(e.value::text, 'UTF8')), 'hex'), 32) AS key
  FROM "transcripts" t, json_array_elements(t.snippets) e
  UNION ALL
  SELECT v.file_id, e.value, left(encode(sha256(convert_to(e.value::text, 'UTF8')), 'hex'), 32)
  FROM "transcript_versions" v, json_array_elements(v.snippets) e
) p
CROSS JOIN LATERAL (
  SELECT
    json_array_length(p.body -> 'words') AS words,
    (SELECT count(*) FROM json_array_elements(p.body -> 'words') w
      WHERE NOT coalesce((w ->> 'is_removed')::boolean, false))::int AS live_words,
    (200 + 90 * json_array_length(p.body -> 'words') + 3 * coalesce(length(p.body ->> 'speaker'), 0)
      + 3 * coalesce((SELECT sum(length(w ->> 'text')) FROM json_array_elements(p.body -> 'words') w), 0)
      + 3 * coalesce((SELECT sum(coalesce(length(c ->> 'comment'), 0) + coalesce(length(c ->> 'highlighted_text'), 0))
          FROM json_array_elements(coalesce(p.body -> 'comments', '[]'::json)) c), 0))::int AS bytes
) m
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "transcripts" t SET "paragraphs" = k.keys
FROM (
  SELECT d.file_id, array_agg(left(encode(sha256(convert_to(e.value::text, 'UTF8')), 'hex'), 32) ORDER BY e.n) AS keys
  FROM "transcripts" d, json_array_elements(d.snippets) WITH ORDINALITY e(value, n)
  GROUP BY d.file_id
) k
WHERE k.file_id = t.file_id;
--> statement-breakpoint
UPDATE "transcripts" t SET "words" = s.words, "live_words" = s.live_words, "bytes" = s.bytes
FROM (
  SELECT d.file_id, sum(p.words)::int AS words, sum(p.live_words)::int AS live_words, sum(p.bytes)::int AS bytes
  FROM "transcripts" d
  CROSS JOIN LATERAL unnest(d.paragraphs) k(key)
  JOIN "transcript_paragraphs" p ON p.file_id = d.file_id AND p.key = k.key
  GROUP BY d.file_id
) s
WHERE s.file_id = t.file_id;
--> statement-breakpoint
UPDATE "transcript_versions" v SET "paragraphs" = k.keys
FROM (
  SELECT d.id, array_agg(left(encode(sha256(convert_to(e.value::text, 'UTF8')), 'hex'), 32) ORDER BY e.n) AS keys
  FROM "transcript_versions" d, json_array_elements(d.snippets) WITH ORDINALITY e(value, n)
  GROUP BY d.id
) k
WHERE k.id = v.id;
