import { z } from 'zod';

/**
 * What text the product stores may contain, and how long each kind may be.
 *
 * Control characters other than tab, newline and carriage return have no place in a transcript, a
 * name or a comment; NUL cannot be stored in PostgreSQL at all, and a lone UTF-16 surrogate makes
 * invalid JSON for a jsonb column. Both used to surface as 500s; they are refused up front instead.
 */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first character that text may not contain, as `U+XXXX`, or undefined when there is none. */
export function unsafeCharacterIn(text: string): string | undefined {
  const found = UNSAFE_CHARACTER.exec(text);
  if (!found) return undefined;
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export const unsafeCharacterMessage = (codePoint: string) =>
  `contains a control character (${codePoint}) that text cannot hold. Remove it and try again.`;

/**
 * Longest lengths, in characters, of what people write and the engines generate. Each fits its
 * meaning with room to spare; together with the document limits they bound what one request can
 * make the server store or render.
 */
export const TEXT_LIMITS = {
  title: 300,
  speakerName: 100,
  /** One transcript word; longer runs are not words but pasted blobs. */
  word: 200,
  /** One paragraph's text when it is edited as a whole. */
  paragraph: 20_000,
  /** The summary (abstract). */
  summary: 20_000,
  headline: 500,
  chapterTitle: 1_000,
  keyword: 100,
  entity: 200,
  comment: 5_000,
  highlightedText: 5_000,
  showNotes: 50_000,
  article: 100_000,
  /** Tweets and captions are stored as one text, posts separated by blank lines. */
  posts: 20_000,
  quote: 2_000,
  /** An id the editor makes up (paragraphs, comments). */
  id: 64,
  timestamp: 16,
} as const;

/** How many of each a transcript document may hold; a 24-hour recording stays well inside. */
export const DOCUMENT_LIMITS = {
  paragraphs: 20_000,
  wordsPerParagraph: 10_000,
  words: 250_000,
  speakers: 100,
  commentsPerParagraph: 200,
  chapters: 500,
  keywords: 200,
  entityTypes: 50,
  entitiesPerType: 500,
  /** The stored JSON of one transcript document (words, speakers, processed data). */
  bytes: 24 * 1024 * 1024,
} as const;

/** Deepest nesting a JSON request body may have; our own documents need 5. */
export const MAX_JSON_DEPTH = 32;

/** A string of at most `max` characters without control characters. */
export const SafeText = (max: number, tooLong = `At most ${max} characters.`) =>
  z
    .string()
    .max(max, tooLong)
    .refine((s) => unsafeCharacterIn(s) === undefined, {
      error: (issue) => `This text ${unsafeCharacterMessage(unsafeCharacterIn(String(issue.input)) ?? 'U+0000')}`,
    });

const UNSAFE_CHARACTERS = new RegExp(UNSAFE_CHARACTER.source, 'g');

/**
 * Text an engine wrote, made storable: characters text may not hold are dropped, and text over
 * `max` is cut at the last space before it (with an ellipsis), so no limit is passed on to the
 * person who edits it next.
 */
export function fitText(text: string, max: number): string {
  const clean = text.replace(UNSAFE_CHARACTERS, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
