import type { DisplayParagraph, Snippet } from '@scriptloom/contracts';

/**
 * A paragraph as it reads (the details answer's `display_transcript`, docs/product.md#transcript-document):
 * its start time (h:mm:ss), its speaker, and the words neither struck out nor blank joined by single
 * spaces, as exports read a paragraph by default. Stored beside each paragraph when it is written
 * (migration 0023 wrote the same for the paragraphs stored before).
 */
export function displayParagraph(snippet: Snippet): DisplayParagraph {
  const words: string[] = [];
  for (const w of snippet.words) if (!w.is_removed && w.text.trim() !== '') words.push(w.text);
  return {
    timestamp: snippet.start_timestamp,
    speaker: snippet.speaker,
    text: words.join(' '),
    start: snippet.start,
    end: snippet.end,
  };
}
