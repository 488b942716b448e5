import {
  DOCUMENT_LIMITS as D,
  TEXT_LIMITS as L,
  type ProcessedData,
  type Snippet,
  type Speaker,
} from '@scriptloom/contracts';

/** JSON bytes a word costs beyond its text (keys, times, confidence, flags), rounded up. */
const WORD_OVERHEAD_BYTES = 90;
const PARAGRAPH_OVERHEAD_BYTES = 200;

/** UTF-8 bytes of a string, at most 3 per UTF-16 unit: an upper bound without encoding it. */
const bytesAtMost = (s: string | null | undefined) => (s ? s.length * 3 : 0);

/** `item`: one word, name or text is too long; `size`: the document as a whole is too large. */
export interface DocumentLimitProblem {
  kind: 'item' | 'size';
  message: string;
}

/**
 * What one paragraph adds to its document's totals: `words` counts every word (the limits count
 * struck words too: they are stored), `liveWords` those not struck out (what a reader sees), and
 * `bytes` an upper bound of its stored JSON. Kept with each stored paragraph, so a save of a few
 * paragraphs checks the whole document's limits from totals instead of reading every paragraph.
 */
export interface ParagraphMeasure {
  words: number;
  liveWords: number;
  bytes: number;
}

/** A document's totals: the sum of its paragraphs' measures, and how many there are. */
export interface DocumentTotals extends ParagraphMeasure {
  paragraphs: number;
}

export function paragraphMeasure(s: Snippet): ParagraphMeasure {
  let live = 0;
  let bytes = PARAGRAPH_OVERHEAD_BYTES + s.words.length * WORD_OVERHEAD_BYTES + bytesAtMost(s.speaker);
  for (const w of s.words) {
    if (!w.is_removed) live++;
    bytes += bytesAtMost(w.text);
  }
  for (const c of s.comments ?? []) bytes += bytesAtMost(c.comment) + bytesAtMost(c.highlighted_text);
  return { words: s.words.length, liveWords: live, bytes };
}

export function documentTotals(snippets: readonly Snippet[]): DocumentTotals {
  const totals: DocumentTotals = { paragraphs: snippets.length, words: 0, liveWords: 0, bytes: 0 };
  for (const s of snippets) {
    const m = paragraphMeasure(s);
    totals.words += m.words;
    totals.liveWords += m.liveWords;
    totals.bytes += m.bytes;
  }
  return totals;
}

/** Why one paragraph is over the limits of a paragraph, a word or a speaker's name, or undefined. */
export function paragraphLimitProblem(s: Snippet): DocumentLimitProblem | undefined {
  if (s.words.length > D.wordsPerParagraph) {
    return {
      kind: 'item',
      message: `A paragraph can have at most ${D.wordsPerParagraph.toLocaleString('en')} words; split it first.`,
    };
  }
  if (s.speaker.length > L.speakerName)
    return { kind: 'item', message: `A speaker name can have at most ${L.speakerName} characters.` };
  for (const w of s.words) {
    if (w.text.length > L.word) return { kind: 'item', message: `A word can have at most ${L.word} characters.` };
  }
  return undefined;
}

/** Bytes the editable processed_data adds to the document (summary and chapter titles), or a problem. */
function processedDataBytes(pd: Partial<ProcessedData> | undefined): number | DocumentLimitProblem {
  if (!pd) return 0;
  if ((pd.abstract?.length ?? 0) > L.summary)
    return { kind: 'item', message: `The summary can have at most ${L.summary.toLocaleString('en')} characters.` };
  let bytes = bytesAtMost(pd.abstract);
  for (const c of pd.insights ?? []) {
    if (c.summary.length > L.chapterTitle)
      return { kind: 'item', message: `A chapter title can have at most ${L.chapterTitle} characters.` };
    bytes += bytesAtMost(c.summary);
  }
  return bytes;
}

/**
 * Why a document with these totals, speakers and processed_data is over the limits of a whole
 * document, or undefined. Each paragraph is checked on its own (paragraphLimitProblem) when it is
 * written; this is what the document adds up to.
 */
export function totalsLimitProblem(
  totals: DocumentTotals,
  speakers: number,
  processedData?: Partial<ProcessedData>,
): DocumentLimitProblem | undefined {
  if (totals.paragraphs > D.paragraphs)
    return { kind: 'size', message: `A transcript can have at most ${D.paragraphs.toLocaleString('en')} paragraphs.` };
  if (speakers > D.speakers) return { kind: 'size', message: `A transcript can have at most ${D.speakers} speakers.` };
  if (totals.words > D.words)
    return { kind: 'size', message: `A transcript can have at most ${D.words.toLocaleString('en')} words.` };
  const pdBytes = processedDataBytes(processedData);
  if (typeof pdBytes !== 'number') return pdBytes;
  if (totals.bytes + pdBytes > D.bytes)
    return { kind: 'size', message: `This transcript would be larger than ${Math.round(D.bytes / 1024 / 1024)} MB.` };
  return undefined;
}

/**
 * Why a transcript document is over the limits every edit must respect, or undefined when it is
 * within them. Edits of a document within the limits can still take it over them (replace all
 * over 25,000 words with a long replacement), so this is checked on the result of every edit.
 */
export function documentLimitProblem(doc: {
  snippets: readonly Snippet[];
  speakers: readonly Speaker[];
  processed_data?: Partial<ProcessedData>;
}): DocumentLimitProblem | undefined {
  // The counts first, as before: a document with too many paragraphs is not read further.
  if (doc.snippets.length > D.paragraphs)
    return { kind: 'size', message: `A transcript can have at most ${D.paragraphs.toLocaleString('en')} paragraphs.` };
  if (doc.speakers.length > D.speakers)
    return { kind: 'size', message: `A transcript can have at most ${D.speakers} speakers.` };
  for (const s of doc.snippets) {
    const problem = paragraphLimitProblem(s);
    if (problem) return problem;
  }
  return totalsLimitProblem(documentTotals(doc.snippets), doc.speakers.length, doc.processed_data);
}
