/* eslint-disable @typescript-eslint/no-unused-vars */
// TEMPORARY: the agreed signatures of the edit operations. Being replaced by real implementations in
// small files under src/edit/ (one per concern); this file is deleted when they land.
import type { Chapter, Comment, Snippet, Speaker } from '@scriptloom/contracts';

/** An edit that cannot be made (merge at the ends, split at an edge, cycling with no speakers). */
export class EditError extends Error {
  override name = 'EditError';
}

/** A word by paragraph index and word index within that paragraph. */
export interface WordRef {
  paragraph: number;
  word: number;
}

/** The part of a transcript document that find and replace and the editor work on. */
export interface EditableDoc {
  snippets: Snippet[];
  speakers: Speaker[];
  /** processed_data.abstract */
  summary: string | null;
  /** processed_data.insights */
  chapters: Chapter[];
}

export type IdFactory = () => string;

// ---- text of a paragraph -------------------------------------------------------------------------
/** Words joined by single spaces (struck words included): what find, comments and editing see. */
export function paragraphText(snippet: Pick<Snippet, 'words'>): string {
  throw new Error('not implemented');
}
/** Character offsets [start, end) of each word inside paragraphText. */
export function wordOffsets(snippet: Pick<Snippet, 'words'>): { start: number; end: number }[] {
  throw new Error('not implemented');
}
/** Splits text on whitespace; empty tokens are ignored. */
export function tokenize(text: string): string[] {
  throw new Error('not implemented');
}
/** start, end, start_timestamp, end_timestamp recomputed from the first and last word. */
export function withTimes(snippet: Snippet): Snippet {
  throw new Error('not implemented');
}

// ---- edits (all immutable: untouched paragraphs keep their object identity) ---------------------
/** Strike (removed=true) or unstrike a word range, inclusive, possibly across paragraphs.
 * removed undefined: toggle (strike unless every word in the range is already struck). */
export function strikeRange(snippets: Snippet[], from: WordRef, to: WordRef, removed?: boolean): Snippet[] {
  throw new Error('not implemented');
}
/** Splits paragraph `paragraph` before word `word` (1..length-1); both halves get new ids. */
export function splitAtWord(snippets: Snippet[], paragraph: number, word: number, newId?: IdFactory): Snippet[] {
  throw new Error('not implemented');
}
/** Splits at a character offset into paragraphText: before the word that starts at or after it. */
export function splitAtChar(snippets: Snippet[], paragraph: number, offset: number, newId?: IdFactory): Snippet[] {
  throw new Error('not implemented');
}
export function canMergePrevious(paragraph: number): boolean {
  throw new Error('not implemented');
}
export function canMergeNext(paragraph: number, count: number): boolean {
  throw new Error('not implemented');
}
/** Merges a paragraph into the one before it (EditError at the first). */
export function mergeWithPrevious(snippets: Snippet[], paragraph: number): Snippet[] {
  throw new Error('not implemented');
}
/** Merges the next paragraph into this one (EditError at the last). */
export function mergeWithNext(snippets: Snippet[], paragraph: number): Snippet[] {
  throw new Error('not implemented');
}
/** Next speaker in the list after the paragraph's, wrapping round (EditError with an empty list). */
export function cycleSpeaker(snippets: Snippet[], paragraph: number, speakers: Speaker[]): Snippet[] {
  throw new Error('not implemented');
}
/** Renames `from` to `to` everywhere, or only on the paragraph at `index`. The list gains `to`;
 * `from` leaves the list when no paragraph uses it any more. */
export function renameSpeaker(
  snippets: Snippet[],
  speakers: Speaker[],
  from: string,
  to: string,
  index?: number,
): { snippets: Snippet[]; speakers: Speaker[] } {
  throw new Error('not implemented');
}
/** Re-aligns one paragraph to new text: unchanged words keep start, end, confidence, is_removed;
 * changed and inserted words get times interpolated between their neighbours, confidence 1. */
export function realignParagraph(snippet: Snippet, text: string): Snippet {
  throw new Error('not implemented');
}
export function setParagraphText(snippets: Snippet[], index: number, text: string): Snippet[] {
  throw new Error('not implemented');
}
/** Before saving: words with empty text omitted, empty paragraphs dropped, times recomputed. */
export function normaliseForSave(snippets: Snippet[]): Snippet[] {
  throw new Error('not implemented');
}

// ---- find and replace ---------------------------------------------------------------------------
export interface FindOptions {
  caseSensitive?: boolean;
}
export type FindMatch =
  | { target: 'transcript'; paragraph: number; start: number; end: number; firstWord: number; lastWord: number }
  | { target: 'summary'; start: number; end: number }
  | { target: 'chapter'; chapter: number; start: number; end: number };
/** The find text as a global regular expression (invalid syntax: searched literally); null if empty. */
export function compileFind(find: string, options?: FindOptions): RegExp | null {
  throw new Error('not implemented');
}
/** Every match, in order: transcript paragraphs, then summary, then chapters. */
export function findMatches(doc: EditableDoc, find: string, options?: FindOptions): FindMatch[] {
  throw new Error('not implemented');
}
/** Next (+1) or previous (-1) position among `count` matches, wrapping at the ends; -1 if none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  throw new Error('not implemented');
}
export function replaceMatch(
  doc: EditableDoc,
  match: FindMatch,
  find: string,
  replacement: string,
  options?: FindOptions,
): EditableDoc {
  throw new Error('not implemented');
}
export function replaceAll(
  doc: EditableDoc,
  find: string,
  replacement: string,
  options?: FindOptions,
): { doc: EditableDoc; replaced: number } {
  throw new Error('not implemented');
}

// ---- entities -----------------------------------------------------------------------------------
/** Spec section 5: null (highlight disabled) if the selection starts with a space; otherwise trimmed,
 * newlines become spaces, a trailing . , or ? removed. */
export function cleanEntitySelection(selection: string): string | null {
  throw new Error('not implemented');
}
/** Spec section 5: entity additions strip trailing . ? or ! */
export function cleanEntityAddition(text: string): string {
  throw new Error('not implemented');
}
export function addEntity(
  entities: Record<string, string[]>,
  type: string,
  phrase: string,
): Record<string, string[]> {
  throw new Error('not implemented');
}
/** Colours assigned to entity types in order from the palette (wrapping). */
export function entityColours(entities: Record<string, string[]>, palette: readonly string[]): Record<string, string> {
  throw new Error('not implemented');
}
/** Built once per entity map: for each word of a paragraph, the entity type whose phrase covers it
 * (case-insensitive, punctuation around words ignored), or null. Linear in the paragraph's words. */
export function createEntityMatcher(
  entities: Record<string, string[]>,
): (words: readonly { text: string }[]) => (string | null)[] {
  throw new Error('not implemented');
}
export type { Comment };
