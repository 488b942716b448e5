import { getTableColumns } from 'drizzle-orm';
import type { Snippet } from '@scriptloom/contracts';
import { transcripts } from '../../schema/index.js';
import { documentJson, documentSnippets } from './paragraph-rows.js';

/** The transcript row's own columns, without the paragraph bookkeeping writes keep (keys, totals). */
function readable() {
  const {
    paragraphs: _keys,
    words: _words,
    live_words: _live,
    bytes: _bytes,
    paragraphs_released: _released,
    ...columns
  } = getTableColumns(transcripts);
  return columns;
}

/** A transcript row as readers see it: the document's paragraphs (put together from their rows) and the rest. */
export const transcriptColumns = {
  ...readable(),
  snippets: documentSnippets(transcripts.file_id, transcripts.paragraphs),
};

/**
 * The row without its paragraphs: what a reader that polls needs (versions, generated content),
 * whose cost does not grow with the transcript's length.
 */
export const transcriptHeadColumns = readable();

/** The same with the paragraphs as the JSON text of one array, unparsed (for a worker thread, or to send as it is). */
export const transcriptTextColumns = {
  ...readable(),
  snippets_json: documentJson(transcripts.file_id, transcripts.paragraphs),
};

type Bookkeeping = 'paragraphs' | 'words' | 'live_words' | 'bytes' | 'paragraphs_released';
type Readable = Omit<typeof transcripts.$inferSelect, Bookkeeping>;

export type TranscriptRow = Readable & { snippets: Snippet[] };
export type TranscriptHeadRow = Readable;
export type TranscriptTextRow = Readable & { snippets_json: string };
