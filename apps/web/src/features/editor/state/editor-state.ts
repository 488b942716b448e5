import type { Comment, DetailsResponse, ProcessedData, Snippet, Speaker } from '@scriptloom/contracts';
import {
  EditError,
  addEntity,
  applyParagraphChanges,
  cycleSpeaker,
  mergeWithNext,
  mergeWithPrevious,
  paragraphText,
  replaceMatch,
  replaceTextRange,
  setParagraphText,
  splitAtChar,
  splitAtWord,
  strikeFillers,
  strikeRange,
  tokenize,
  type TextPoint,
} from '@scriptloom/transcript';
import type { GeneratedFields } from '../insights/adopt-generated';
import { fieldDirty, remember, travel, undoable } from './history';
import { reconcileSnippets } from './reconcile';
import type { Burst, EditorAction, EditorDoc, EditorState, ProcessedField, SavedParagraphs } from './types';

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
    saved: { snippets: doc.transcript, dropped: new Set() },
    fieldRevisions: {},
    saving: false,
    past: [],
    future: [],
    burst: null,
  };
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

/**
 * The server's document (after replace all, a speaker rename...) becomes the editor's, keeping the
 * editor's own object for every paragraph that did not change (reconcileSnippets), and is what the
 * server holds. It is a step of undo like a local edit; undoing it saves the older document.
 */
function adoptServerDocument(
  state: EditorState,
  snippets: Snippet[],
  response: { version: number; speakers: Speaker[]; processed_data: ProcessedData },
): EditorState {
  const processed = response.processed_data;
  const adopted = reconcileSnippets(state.doc.snippets, snippets);
  return {
    ...remember(state, state.doc),
    doc: {
      snippets: adopted,
      speakers: response.speakers,
      summary: processed.abstract,
      chapters: processed.insights,
      keywords: processed.keywords,
      entities: processed.entities,
    },
    version: response.version,
    savedRevision: state.revision,
    saving: false,
    saved: { snippets: adopted, dropped: new Set() },
  };
}

/**
 * A comment the server saved on a paragraph: when the editor has not changed that paragraph since
 * its last save, its new object is what the server holds, so the next save does not send it again.
 */
function withSavedComment(saved: SavedParagraphs, before: Snippet[], after: Snippet[]): SavedParagraphs {
  const index = after.findIndex((s, i) => s !== before[i]);
  if (index < 0) return saved;
  const at = saved.snippets.indexOf(before[index]!);
  if (at < 0) return saved;
  return { ...saved, snippets: saved.snippets.with(at, after[index]!) };
}

/** The processed_data field each generated field is saved as. */
const GENERATED_FIELDS = {
  summary: 'abstract',
  chapters: 'insights',
  keywords: 'keywords',
  entities: 'entities',
} as const satisfies Record<keyof GeneratedFields, ProcessedField>;

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

/**
 * Enter at `at`: the paragraph is split where the point is. A point inside a word splits the word
 * too (a space goes in first); at either end of the text there is nothing to split off.
 */
function breakParagraph(snippets: Snippet[], at: TextPoint): Snippet[] {
  const snippet = snippets[at.paragraph];
  let text = snippet ? paragraphText(snippet) : '';
  let offset = at.offset;
  if (/\S/.test(text[offset - 1] ?? '') && /\S/.test(text[offset] ?? '')) {
    text = `${text.slice(0, offset)} ${text.slice(offset)}`;
    offset += 1;
  }
  const next = setParagraphText(snippets, at.paragraph, text);
  // The same place in the paragraph's text as it is kept (words joined by single spaces).
  const wordsBefore = tokenize(text.slice(0, offset));
  const splitAt = wordsBefore.join(' ').length + (wordsBefore.length > 0 ? 1 : 0);
  try {
    return splitAtChar(next, at.paragraph, splitAt);
  } catch (error) {
    if (error instanceof EditError) return next;
    throw error;
  }
}

function reduce(state: EditorState, action: EditorAction): EditorState {
  const { doc } = state;
  switch (action.type) {
    case 'reset':
      return initialEditorState(action.doc);
    case 'strike':
      return editSnippets(state, (snippets) => strikeRange(snippets, action.from, action.to));
    case 'strikeFillers':
      // One step of undo for all of them; nothing to strike gives back the same array, so no step.
      return editSnippets(state, (snippets) => strikeFillers(snippets, action.own));
    case 'split':
      return editSnippets(state, (snippets) => splitAtWord(snippets, action.paragraph, action.word));
    case 'setText':
      return editSnippets(
        state,
        // Unchanged text (apart from spacing) gives back the same array, so nothing re-renders.
        (snippets) => setParagraphText(snippets, action.paragraph, action.text),
        action.burst ?? null,
      );
    case 'breakParagraph':
      return editSnippets(state, (snippets) => breakParagraph(snippets, action.at));
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
        saved: action.saved,
      };
    case 'saveFailed':
      return { ...state, saving: false };
    case 'adopt':
      // A server-side edit answered with the whole document: it is now what the server holds.
      return adoptServerDocument(state, action.response.transcript, action.response);
    case 'adoptChanges': {
      // Replace all answered with the paragraphs it changed, against what the server held.
      const { saved } = state;
      const held = saved.snippets.filter((s) => !saved.dropped.has(s));
      return adoptServerDocument(state, applyParagraphChanges(held, action.response.changes), action.response);
    }
    case 'commentSaved': {
      // Comments are saved by their own routes, so they do not make the document unsaved.
      const snippets = applyComment(doc.snippets, action.snippetId, action.commentId, action.comment);
      return {
        ...remember(state, doc),
        version: action.version,
        doc: { ...doc, snippets },
        saved: withSavedComment(state.saved, doc.snippets, snippets),
      };
    }
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
