import type { Chapter, Comment, Snippet, Speaker } from '@scriptloom/contracts';

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

export const randomId: IdFactory = () => globalThis.crypto.randomUUID();

export type { Comment };
