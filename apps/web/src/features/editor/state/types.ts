import type {
  Chapter,
  Comment,
  DetailsResponse,
  ReplaceAllResponse,
  Snippet,
  Speaker,
  TranscriptDocResponse,
} from '@scriptloom/contracts';
import type { FindMatch, TextPoint, WordRef } from '@scriptloom/transcript';
import type { GeneratedFields } from '../insights/adopt-generated';

/** The document the editor works on: the transcript and the editable parts of processed_data. */
export interface EditorDoc {
  snippets: Snippet[];
  speakers: Speaker[];
  /** processed_data.abstract */
  summary: string | null;
  /** processed_data.insights */
  chapters: Chapter[];
  keywords: string[];
  entities: Record<string, string[]>;
}

/** processed_data fields a save carries only when they changed since the last save. */
export type ProcessedField = 'abstract' | 'insights' | 'keywords' | 'entities';

export interface EditorState {
  doc: EditorDoc;
  /** Version of the document on the server that the next write must name. */
  version: number;
  /** Counts local edits; the document is unsaved while it is ahead of savedRevision. */
  revision: number;
  /** The revision the server holds: set by a successful save (to the revision it sent). */
  savedRevision: number;
  /** The paragraphs the server holds, as this editor's objects: a save sends what differs from them. */
  saved: SavedParagraphs;
  /** Revision of the last change to each processed_data field. */
  fieldRevisions: Partial<Record<ProcessedField, number>>;
  saving: boolean;
  /** Documents before each undoable edit, oldest first (docs/product.md#undo-and-redo). */
  past: EditorDoc[];
  /** Documents undone, the next one to redo last. */
  future: EditorDoc[];
  /** The typing burst the newest history entry covers: later keystrokes of it add no entry. */
  burst: Burst | null;
}

/**
 * The editor's paragraphs as the server last took them (loaded, saved or adopted). A save names
 * its changes by the server's indexes: a paragraph left with no text was dropped when it was saved
 * (the server keeps no empty paragraph), so it is in `snippets` but not on the server.
 */
export interface SavedParagraphs {
  snippets: readonly Snippet[];
  dropped: ReadonlySet<Snippet>;
}

/** Keystrokes in one paragraph with pauses under BURST_MS are one step of undo. */
export interface Burst {
  key: string;
  at: number;
}

export type EditorAction =
  | { type: 'reset'; doc: DetailsResponse['es_doc'] }
  | { type: 'strike'; from: WordRef; to: WordRef }
  /** "Remove filler words": strike every filler not struck yet, the person's own words (`own`) too. */
  | { type: 'strikeFillers'; own: readonly string[] }
  | { type: 'split'; paragraph: number; word: number }
  | {
      type: 'setText';
      paragraph: number;
      text: string;
      /** Typing: keystrokes of one burst are one step of undo. */
      burst?: Burst;
    }
  /** Enter at a point of a paragraph's text: the paragraph breaks there (a word there breaks too). */
  | { type: 'breakParagraph'; at: TextPoint }
  | { type: 'replaceRange'; from: TextPoint; to: TextPoint; text: string }
  | { type: 'setSpeaker'; paragraph: number; speaker: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'mergePrevious'; paragraph: number }
  | { type: 'mergeNext'; paragraph: number }
  | { type: 'cycleSpeaker'; paragraph: number }
  | { type: 'replaceMatch'; match: FindMatch; find: string; replacement: string; caseSensitive: boolean }
  | { type: 'addEntity'; entityType: string; phrase: string }
  | { type: 'setSummary'; summary: string | null }
  | { type: 'setChapters'; chapters: Chapter[] }
  | { type: 'setKeywords'; keywords: string[] }
  | {
      /**
       * Insight jobs wrote these fields on the server (seen in a poll). Taken in where the person has
       * no unsaved change of their own; neither unsaved nor a new version (generation does not bump it).
       */
      type: 'adoptGenerated';
      fields: GeneratedFields;
    }
  | { type: 'saveStarted' }
  /** `saved`: what the server holds now, as the save that succeeded worked it out (buildSaveRequest). */
  | { type: 'saveSucceeded'; revision: number; version: number; saved: SavedParagraphs }
  | { type: 'saveFailed' }
  | { type: 'adopt'; response: TranscriptDocResponse }
  /** A server-side edit answered with the paragraphs it changed (replace all). */
  | { type: 'adoptChanges'; response: ReplaceAllResponse }
  | { type: 'commentSaved'; snippetId: string; commentId: string; comment: Comment | null; version: number }
  | { type: 'setVersion'; version: number };
