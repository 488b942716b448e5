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
 * Why a transcript document is over the limits every edit must respect, or undefined when it is
 * within them. Edits of a document within the limits can still take it over them (replace all
 * over 25,000 words with a long replacement), so this is checked on the result of every edit. One
 * pass, no allocation: cheap next to the edit itself.
 */
export function documentLimitProblem(doc: {
  snippets: readonly Snippet[];
  speakers: readonly Speaker[];
  processed_data?: Partial<ProcessedData>;
}): DocumentLimitProblem | undefined {
  if (doc.snippets.length > D.paragraphs)
    return { kind: 'size', message: `A transcript can have at most ${D.paragraphs.toLocaleString('en')} paragraphs.` };
  if (doc.speakers.length > D.speakers)
    return { kind: 'size', message: `A transcript can have at most ${D.speakers} speakers.` };
  let words = 0;
  let bytes = 0;
  for (const s of doc.snippets) {
    if (s.words.length > D.wordsPerParagraph) {
      return {
        kind: 'item',
        message: `A paragraph can have at most ${D.wordsPerParagraph.toLocaleString('en')} words; split it first.`,
      };
    }
    if (s.speaker.length > L.speakerName)
      return { kind: 'item', message: `A speaker name can have at most ${L.speakerName} characters.` };
    words += s.words.length;
    bytes += PARAGRAPH_OVERHEAD_BYTES + s.words.length * WORD_OVERHEAD_BYTES + bytesAtMost(s.speaker);
    for (const w of s.words) {
      if (w.text.length > L.word) return { kind: 'item', message: `A word can have at most ${L.word} characters.` };
      bytes += bytesAtMost(w.text);
    }
    for (const c of s.comments ?? []) bytes += bytesAtMost(c.comment) + bytesAtMost(c.highlighted_text);
  }
  if (words > D.words)
    return { kind: 'size', message: `A transcript can have at most ${D.words.toLocaleString('en')} words.` };
  const pd = doc.processed_data;
  if (pd) {
    if ((pd.abstract?.length ?? 0) > L.summary)
      return { kind: 'item', message: `The summary can have at most ${L.summary.toLocaleString('en')} characters.` };
    bytes += bytesAtMost(pd.abstract);
    for (const c of pd.insights ?? []) {
      if (c.summary.length > L.chapterTitle)
        return { kind: 'item', message: `A chapter title can have at most ${L.chapterTitle} characters.` };
      bytes += bytesAtMost(c.summary);
    }
  }
  if (bytes > D.bytes)
    return { kind: 'size', message: `This transcript would be larger than ${Math.round(D.bytes / 1024 / 1024)} MB.` };
  return undefined;
}
