import type { InsightContext, InsightSource } from '../types.js';
import { hashtagsFor } from './write/hashtags.js';
import { emptyTranscriptError, isEmptyInput, prepareInput } from './write/inputs.js';
import { pushDistinct, quoteLine, withHashtags } from './write/posts.js';
import { countChars, truncate } from './write/text.js';

/** Lengths of the caption bodies (hashtags come on top). */
const SHORT_MAX = 120;
const MEDIUM_MAX = 400;
const QUOTE_MAX = 300;
const LONG_MAX = 1200;
const TAGS_PER_CAPTION = 3;
/** Room for a caption with its tags, within what Instagram (2,200) and LinkedIn (3,000) allow. */
const CAPTION_MAX = LONG_MAX + 100;

/**
 * Social captions (Instagram or LinkedIn posts, not subtitles), 2-4 of different lengths: a short
 * hook from the headline, a medium one from the abstract, one from the best quote, and a long one
 * listing the chapters. Each ends with hashtags from the keywords on their own line. A caption
 * whose input is empty is left out rather than padded.
 */
export function writeCaptions(source: InsightSource, context: InsightContext): string[] {
  const input = prepareInput(source, context);
  if (isEmptyInput(input)) throw emptyTranscriptError('captions');
  const tags = hashtagsFor(input.keywords).slice(0, TAGS_PER_CAPTION);
  const captions: string[] = [];
  const seen = new Set<string>();
  const add = (body: string, max: number) => {
    if (!body) return;
    pushDistinct(captions, seen, withHashtags(truncate(body, max), tags, CAPTION_MAX, '\n'));
  };

  add(input.headline || input.title, SHORT_MAX);
  add(input.abstract, MEDIUM_MAX);
  const quote = input.quotes[0];
  if (quote) add(quoteLine(quote.text, quote.speaker, QUOTE_MAX), QUOTE_MAX);
  if (input.chapters.length >= 2) {
    const lines = input.chapters.map((c) => `${c.timestamp ? `${c.timestamp} ` : ''}${c.summary}`);
    add(chapterCaption(input.headline || input.title, lines), LONG_MAX);
  }
  // Nothing above had input (only keywords, say): the topics are all there is to post.
  if (captions.length === 0 && input.keywords.length > 0) add(`Topics: ${input.keywords.join(', ')}`, MEDIUM_MAX);
  if (captions.length === 0) throw emptyTranscriptError('captions');
  return captions;
}

/** The headline, then "In this episode:" and one line per chapter, as many as fit. */
function chapterCaption(lead: string, lines: string[]): string {
  let text = lead ? `${truncate(lead, SHORT_MAX)}\nIn this episode:` : 'In this episode:';
  for (const line of lines) {
    const next = `${text}\n${truncate(line, 140)}`;
    if (countChars(next) > LONG_MAX) break;
    text = next;
  }
  return text;
}
