ALTER TABLE "transcript_paragraphs" ADD COLUMN "display" text;--> statement-breakpoint
-- Every stored paragraph gets the text `displayParagraph` (packages/transcript/src/display.ts)
-- writes for it: {timestamp, speaker, text, start, end}, the text being the words neither struck
-- out nor blank, joined by single spaces. Numbers keep their stored JSON form.
UPDATE "transcript_paragraphs" p SET "display" =
  '{"timestamp":' || to_json(r.start_timestamp)::text ||
  ',"speaker":' || to_json(r.speaker)::text ||
  ',"text":' || to_json(coalesce((
    SELECT string_agg(w.text, ' ' ORDER BY w.n)
    FROM ROWS FROM (json_to_recordset(r.words) AS (text text, is_removed boolean))
      WITH ORDINALITY AS w(text, is_removed, n)
    WHERE w.is_removed IS NOT TRUE AND w.text ~ '[^[:space:]]'
  ), ''))::text ||
  ',"start":' || r.start::text || ',"end":' || r."end"::text || '}'
FROM "transcript_paragraphs" q
CROSS JOIN LATERAL json_to_record(q.body)
  AS r(start_timestamp text, speaker text, words json, start json, "end" json)
WHERE q.file_id = p.file_id AND q.key = p.key;--> statement-breakpoint
ALTER TABLE "transcript_paragraphs" ALTER COLUMN "display" SET NOT NULL;
