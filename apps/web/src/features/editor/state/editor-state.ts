import type {
  Chapter,
  Comment,
  DetailsResponse,
  ProcessedDataEdit,
  Snippet,
  Speaker,
  TranscriptDocResponse,
  TranscriptSaveRequest,
} from '@scriptloom/contracts';
import {
  EditError,
  addEntity,
  cycleSpeaker,
  mergeWithNext,
  mergeWithPrevious,
  normaliseForSave,
  replaceMatch,
  replaceTextRange,
  setParagraphText,
  splitAtChar,
  splitAtWord,
  strikeRange,
  tokenize,
  type FindMatch,
  type TextPoint,
  type WordRef,
} from '@scriptloom/transcript';
import type { GeneratedFields } from '../../insights/adopt-generated';
import { reconcileSnippets } from './reconcile';

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

/** Keystrokes in one paragraph with pauses under BURST_MS are one step of undo. */
export interface Burst {
  key: string;
  at: number;
}

export const BURST_MS = 1500;
/** Steps of undo kept; the oldest go first. Documents share their unchanged paragraphs, so this is cheap. */
export const HISTORY_LIMIT = 300;

export type EditorAction =
  | { type: 'reset'; doc: DetailsResponse['es_doc'] }
  | { type: 'strike'; from: WordRef; to: WordRef }
  | { type: 'split'; paragraph: number; word: number }
  | {
      type: 'setText';
      paragraph: number;
      text: string;
      /** Then split the paragraph at this caret position in `text` (Enter). */
      splitAtCaret?: number;
      /** Typing: keystrokes of one burst are one step of undo. */
      burst?: Burst;
    }
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
  | { type: 'saveSucceeded'; revision: number; version: number }
  | { type: 'saveFailed' }
  | { type: 'adopt'; response: TranscriptDocResponse }
  | { type: 'commentSaved'; snippetId: string; commentId: string; comment: Comment | null; version: number }
  | { type: 'setVersion'; version: number };

export function initialEditorState(doc: DetailsResponse['es_doc']): EditorState {
  const processed = doc.processed_data;
  return {
    doc: {
      snippets: doc.transcript,
      speakers: doc.speakers,
      summary: processed.abstract,
      chapters: processed.insights,
      keywords: processed.keywords,
      entities: processed.entities,
    },
    version: doc.transcript_version,
    revision: 0,
    savedRevision: 0,
    fieldRevisions: {},
    saving: false,
    past: [],
    future: [],
    burst: null,
  };
}

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;

/** The processed_data fields whose value differs between two documents (compared by identity). */
function changedFields(a: EditorDoc, b: EditorDoc): ProcessedField[] {
  const fields: ProcessedField[] = [];
  if (a.summary !== b.summary) fields.push('abstract');
  if (a.chapters !== b.chapters) fields.push('insights');
  if (a.keywords !== b.keywords) fields.push('keywords');
  if (a.entities !== b.entities) fields.push('entities');
  return fields;
}

/** `previous` becomes a step of undo (unless the typing burst already has one); redo is forgotten. */
function remember(state: EditorState, previous: EditorDoc, burst: Burst | null = null): EditorState {
  const continues =
    burst !== null &&
    state.burst !== null &&
    state.burst.key === burst.key &&
    burst.at - state.burst.at < BURST_MS &&
    state.past.length > 0;
  const past = continues ? state.past : [...state.past, previous].slice(-HISTORY_LIMIT);
  return { ...state, past, future: [], burst };
}

/**
 * Undo (or redo): the document goes back to the one before the last edit, as a local edit of its
 * own, so the next save writes it, whether the undone edit was local or made on the server
 * (replace all, speaker renames, comments).
 */
function travel(state: EditorState, direction: 'undo' | 'redo'): EditorState {
  const from = direction === 'undo' ? state.past : state.future;
  const target = from.at(-1);
  if (!target) return state;
  const rest = from.slice(0, -1);
  const moved = [...(direction === 'undo' ? state.future : state.past), state.doc];
  const next = edited(state, target, changedFields(state.doc, target));
  return direction === 'undo'
    ? { ...next, past: rest, future: moved, burst: null }
    : { ...next, past: moved, future: rest, burst: null };
}

export const isDirty = (state: EditorState) => state.revision !== state.savedRevision;

/** A local edit: the new document, one revision later, with the processed_data fields it touched. */
function edited(state: EditorState, doc: EditorDoc, fields: ProcessedField[] = []): EditorState {
  const revision = state.revision + 1;
  const fieldRevisions = { ...state.fieldRevisions };
  for (const field of fields) fieldRevisions[field] = revision;
  return { ...state, doc, revision, fieldRevisions };
}

/** A local edit that can be undone. */
function undoable(state: EditorState, doc: EditorDoc, fields: ProcessedField[] = [], burst: Burst | null = null) {
  return edited(remember(state, state.doc, burst), doc, fields);
}

function editSnippets(
  state: EditorState,
  change: (snippets: Snippet[]) => Snippet[],
  burst: Burst | null = null,
): EditorState {
  const snippets = change(state.doc.snippets);
  return snippets === state.doc.snippets ? state : undoable(state, { ...state.doc, snippets }, [], burst);
}

function applyComment(snippets: Snippet[], snippetId: string, commentId: string, comment: Comment | null): Snippet[] {
  const index = snippets.findIndex((snippet) => snippet.id === snippetId);
  const snippet = snippets[index];
  if (!snippet) return snippets;
  const others = snippet.comments.filter((existing) => existing.id !== commentId);
  let comments = others;
  if (comment) {
    const at = snippet.comments.findIndex((existing) => existing.id === commentId);
    comments = at >= 0 ? snippet.comments.with(at, comment) : [...others, comment];
  }
  return snippets.with(index, { ...snippet, comments });
}

/** The processed_data field each generated field is saved as. */
const GENERATED_FIELDS = {
  summary: 'abstract',
  chapters: 'insights',
  keywords: 'keywords',
  entities: 'entities',
} as const satisfies Record<keyof GeneratedFields, ProcessedField>;

/** Changed locally since the last save (what the next save carries). */
const fieldDirty = (state: EditorState, field: ProcessedField) =>
  (state.fieldRevisions[field] ?? -1) > state.savedRevision;

function adoptGenerated(state: EditorState, fields: GeneratedFields): EditorState {
  const doc: EditorDoc = { ...state.doc };
  let changed = false;
  for (const key of Object.keys(GENERATED_FIELDS) as (keyof GeneratedFields)[]) {
    const value = fields[key];
    if (value === undefined || fieldDirty(state, GENERATED_FIELDS[key])) continue;
    if (JSON.stringify(value) === JSON.stringify(doc[key])) continue;
    Object.assign(doc, { [key]: value });
    changed = true;
  }
  return changed ? { ...state, doc } : state;
}

function reduce(state: EditorState, action: EditorAction): EditorState {
  const { doc } = state;
  switch (action.type) {
    case 'reset':
      return initialEditorState(action.doc);
    case 'strike':
      return editSnippets(state, (snippets) => strikeRange(snippets, action.from, action.to));
    case 'split':
      return editSnippets(state, (snippets) => splitAtWord(snippets, action.paragraph, action.word));
    case 'setText':
      return editSnippets(
        state,
        (snippets) => {
          // Unchanged text gives back the same array (setParagraphText checks), so nothing re-renders.
          const next = setParagraphText(snippets, action.paragraph, action.text);
          if (action.splitAtCaret === undefined) return next;
          // The caret is in the typed text; the paragraph's text has single spaces. Count the words
          // before the caret to find the same place there.
          const wordsBefore = tokenize(action.text.slice(0, action.splitAtCaret));
          const offset = wordsBefore.join(' ').length + (wordsBefore.length > 0 ? 1 : 0);
          try {
            return splitAtChar(next, action.paragraph, offset);
          } catch (error) {
            // A caret at either end of the text: there is nothing to split off.
            if (error instanceof EditError) return next;
            throw error;
          }
        },
        action.burst ?? null,
      );
    case 'replaceRange':
      return editSnippets(
        state,
        (snippets) => replaceTextRange(snippets, action.from, action.to, action.text).snippets,
      );
    case 'setSpeaker': {
      const snippet = doc.snippets[action.paragraph];
      if (!snippet || snippet.speaker === action.speaker) return state;
      return editSnippets(state, (snippets) =>
        snippets.with(action.paragraph, { ...snippet, speaker: action.speaker }),
      );
    }
    case 'undo':
    case 'redo':
      return travel(state, action.type);
    case 'mergePrevious':
      return editSnippets(state, (snippets) => mergeWithPrevious(snippets, action.paragraph));
    case 'mergeNext':
      return editSnippets(state, (snippets) => mergeWithNext(snippets, action.paragraph));
    case 'cycleSpeaker':
      return editSnippets(state, (snippets) => cycleSpeaker(snippets, action.paragraph, doc.speakers));
    case 'replaceMatch': {
      const editable = { snippets: doc.snippets, speakers: doc.speakers, summary: doc.summary, chapters: doc.chapters };
      const next = replaceMatch(editable, action.match, action.find, action.replacement, {
        caseSensitive: action.caseSensitive,
      });
      const fields: ProcessedField[] = [];
      if (next.summary !== doc.summary) fields.push('abstract');
      if (next.chapters !== doc.chapters) fields.push('insights');
      if (next.snippets === doc.snippets && fields.length === 0) return state;
      return undoable(
        state,
        { ...doc, snippets: next.snippets, summary: next.summary, chapters: next.chapters },
        fields,
      );
    }
    case 'addEntity': {
      const entities = addEntity(doc.entities, action.entityType, action.phrase);
      return entities === doc.entities ? state : undoable(state, { ...doc, entities }, ['entities']);
    }
    case 'setSummary':
      return undoable(state, { ...doc, summary: action.summary }, ['abstract']);
    case 'setChapters':
      return undoable(state, { ...doc, chapters: action.chapters }, ['insights']);
    case 'setKeywords':
      return undoable(state, { ...doc, keywords: action.keywords }, ['keywords']);
    case 'adoptGenerated':
      return adoptGenerated(state, action.fields);
    case 'saveStarted':
      return { ...state, saving: true };
    case 'saveSucceeded':
      return {
        ...state,
        saving: false,
        version: action.version,
        savedRevision: Math.max(state.savedRevision, action.revision),
      };
    case 'saveFailed':
      return { ...state, saving: false };
    case 'adopt': {
      // A server-side edit answered with the whole document: it is now what the server holds.
      const { response } = action;
      const processed = response.processed_data;
      return {
        // The server's edit is a step of undo like a local one; undoing it saves the older document.
        ...remember(state, doc),
        doc: {
          snippets: reconcileSnippets(doc.snippets, response.transcript),
          speakers: response.speakers,
          summary: processed.abstract,
          chapters: processed.insights,
          keywords: processed.keywords,
          entities: processed.entities,
        },
        version: response.version,
        savedRevision: state.revision,
        saving: false,
      };
    }
    case 'commentSaved':
      // Comments are saved by their own routes, so they do not make the document unsaved.
      return {
        ...remember(state, doc),
        version: action.version,
        doc: { ...doc, snippets: applyComment(doc.snippets, action.snippetId, action.commentId, action.comment) },
      };
    case 'setVersion':
      return { ...state, version: action.version };
  }
}

/**
 * The editor's reducer. Every change goes through the pure operations of @scriptloom/transcript, which
 * keep untouched paragraphs as the same objects. An edit that cannot be made (merging the first
 * paragraph with a previous one, splitting at an edge, cycling with no speakers) leaves the state as
 * it was; the controls for those are disabled anyway.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  try {
    return reduce(state, action);
  } catch (error) {
    if (error instanceof EditError) return state;
    throw error;
  }
}

/** What a save sends: the whole (normalised) document, plus the processed_data fields that changed. */
export function buildSaveRequest(state: EditorState): { body: TranscriptSaveRequest; revision: number } {
  const { doc } = state;
  const changed = (field: ProcessedField) => fieldDirty(state, field);
  const processed: ProcessedDataEdit = {};
  if (changed('abstract')) processed.abstract = doc.summary;
  if (changed('insights')) processed.insights = doc.chapters;
  if (changed('keywords')) processed.keywords = doc.keywords;
  if (changed('entities')) processed.entities = doc.entities;
  const body: TranscriptSaveRequest = {
    version: state.version,
    transcript: normaliseForSave(doc.snippets),
    speakers: doc.speakers,
    ...(Object.keys(processed).length > 0 ? { processed_data: processed } : {}),
  };
  return { body, revision: state.revision };
}

export interface EditorStore {
  getState: () => EditorState;
  dispatch: (action: EditorAction) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * Work that must reach the document before anything reads or changes it (text typed a moment
   * ago: input/use-document-editing.ts). `sync` runs it; every dispatch does so first.
   */
  addSync: (sync: () => void) => () => void;
  sync: () => void;
}

/**
 * A tiny store outside React (read with useSyncExternalStore). The save and the server-side edits
 * run asynchronously one after another and each needs the version the previous one returned at
 * once, before React has rendered: a synchronous getState gives them that.
 */
export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const syncs = new Set<() => void>();
  const sync = () => {
    for (const run of syncs) run();
  };
  return {
    getState: () => state,
    sync,
    addSync(run) {
      syncs.add(run);
      return () => syncs.delete(run);
    },
    dispatch(action) {
      // Typed text first, so this action works on the document as the person sees it.
      sync();
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
