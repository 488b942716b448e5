import {
  EditorMessages,
  VersionMessages,
  type Chapter,
  type Comment,
  type Speaker,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { EditorAction } from '../state/types';
import { versionsApi } from '../versions/versions-api';
import { editorApi } from './editor-api';

export interface CommentDraft {
  paragraphId: string;
  highlighted_text: string;
  start_pos: number;
  end_pos: number;
  comment: string;
}

/** What every server-side edit names besides its own arguments. */
export interface EditTarget {
  fileId: string;
  /** The document's version the editor holds, after its own changes were saved. */
  version: number;
  /** The speaker list as the editor (and, after that save, the server) holds it. */
  speakers: readonly Speaker[];
}

/** An RTK Query request, as `endpoint.initiate(...)` makes it: dispatched, it answers `T`. */
// RTK types its thunks for any state.
type Request<T> = ThunkAction<{ unwrap: () => Promise<T> }, any, any, UnknownAction>;

/**
 * A write the server makes to the document (docs/product.md#versions-and-saving). The session first
 * saves the editor's unsaved changes, sends `request` with the version that save returned, then takes
 * the answer in; a stale version (409) opens the conflict question, any other failure is a toast.
 */
export interface ServerEdit<A extends unknown[], T> {
  request: (target: EditTarget, ...args: A) => Request<T>;
  /** What the editor's store takes from the answer (the server's document, a comment), or nothing. */
  take: (answer: NoInfer<T>, ...args: A) => EditorAction | null;
  /** Said when it worked: fixed words, or words that depend on the answer (with their severity). */
  done?: string | ((answer: NoInfer<T>) => { message: string; severity: 'success' | 'info' });
  /** The fixed words in front of the server's message when it failed. */
  failure: string;
  /** The page's details are loaded again afterwards (the workflow state lives there). */
  reload?: boolean;
}

const edit = <A extends unknown[], T>(spec: ServerEdit<A, T>) => spec;

/** Requests are not tracked by RTK Query's cache: the editor keeps its own document. */
const untracked = { track: false } as const;

/** The server's whole document replaces the editor's, as a step of undo. */
const adopt = (response: TranscriptDocResponse): EditorAction => ({ type: 'adopt', response });

/** A comment saved by its own routes: `commentId` names it, or (new) the answer does. */
const commentSaved = (
  answer: { version: number; snippet_id: string; comment: Comment | null },
  commentId: string | null,
): EditorAction => ({
  type: 'commentSaved',
  snippetId: answer.snippet_id,
  commentId: commentId ?? answer.comment?.id ?? '',
  comment: answer.comment,
  version: answer.version,
});

/** Renames a speaker with the personal call: everywhere, or on the paragraph at `index` only. */
function renameOnFile(
  { fileId, version }: EditTarget,
  current: string,
  next: string,
  everywhere: boolean,
  index: number,
): Request<TranscriptDocResponse> {
  return editorApi.endpoints.updateSpeaker.initiate(
    {
      id: fileId,
      body: {
        version,
        current_speaker: current,
        new_speaker: next,
        replace_all: everywhere,
        ...(everywhere ? {} : { index }),
      },
    },
    untracked,
  );
}

/**
 * The same on a workflow: renaming everywhere is the workflow's speakers call (its list with that one
 * name changed, docs/product.md#enterprise-transcript); one paragraph, or a name the list does not
 * hold, goes as on a personal file.
 */
function renameOnWorkflow(
  target: EditTarget,
  current: string,
  next: string,
  everywhere: boolean,
  index: number,
): Request<TranscriptDocResponse> {
  if (!everywhere || !target.speakers.some((s) => s.name === current)) {
    return renameOnFile(target, current, next, everywhere, index);
  }
  const speakers = target.speakers.map((s) => ({ name: s.name === current ? next : s.name }));
  return editorApi.endpoints.renameWorkflowSpeakers.initiate(
    { id: target.fileId, body: { version: target.version, speakers } },
    untracked,
  );
}

/** Every server-side edit of the editor, by the name the session gives it. */
export const SERVER_EDITS = {
  replaceAll: edit({
    request: ({ fileId, version }: EditTarget, find: string, replace: string, caseSensitive: boolean) =>
      editorApi.endpoints.replaceAll.initiate(
        { id: fileId, body: { version, find, replace, case_sensitive: caseSensitive } },
        untracked,
      ),
    // Nothing replaced: the document is as it was, so there is nothing to take in (nor to undo).
    take: (response) => (response.replaced > 0 ? { type: 'adoptChanges', response } : null),
    done: (response) =>
      response.replaced > 0
        ? { message: EditorMessages.replacedAll, severity: 'success' }
        : { message: EditorMessages.nothingReplaced, severity: 'info' },
    failure: EditorMessages.saveFailed,
  }),
  /** `everywhere`: every paragraph of that speaker; else the paragraph at `index` only. */
  renameSpeaker: edit({
    request: renameOnFile,
    take: adopt,
    done: EditorMessages.speakersUpdated,
    failure: EditorMessages.speakersFailed,
  }),
  /** Adds a name to the speaker list. */
  addSpeaker: edit({
    request: ({ fileId, version }: EditTarget, speaker: string) =>
      editorApi.endpoints.addSpeaker.initiate({ id: fileId, body: { version, speaker } }, untracked),
    take: adopt,
    failure: EditorMessages.speakersFailed,
  }),
  /** Takes an unused name off the speaker list. */
  removeSpeaker: edit({
    request: ({ fileId, version }: EditTarget, speaker: string) =>
      editorApi.endpoints.deleteSpeaker.initiate({ id: fileId, body: { version, speaker } }, untracked),
    take: adopt,
    failure: EditorMessages.speakersFailed,
  }),
  /**
   * The summary a person saved from its panel, written on its own by `PUT /up/processed_data`. The
   * answer (the document and its new version) is adopted like any server edit, so the autosave goes
   * on from that version and undo brings back the summary before.
   */
  saveSummary: edit({
    request: ({ fileId, version }: EditTarget, summary: string) =>
      editorApi.endpoints.updateProcessedData.initiate({ id: fileId, body: { version, summary } }, untracked),
    take: adopt,
    done: EditorMessages.summaryUpdated,
    failure: EditorMessages.saveFailed,
  }),
  /** Chapter titles a person saved, the same way. */
  saveChapters: edit({
    request: ({ fileId, version }: EditTarget, chapters: Chapter[]) =>
      editorApi.endpoints.updateProcessedData.initiate({ id: fileId, body: { version, chapters } }, untracked),
    take: adopt,
    done: EditorMessages.chaptersUpdated,
    failure: EditorMessages.saveFailed,
  }),
  /** Makes a saved version the document again (docs/product.md#version-history); undo brings back the one before. */
  restoreVersion: edit({
    request: ({ fileId, version }: EditTarget, versionId: string) =>
      versionsApi.endpoints.restoreVersion.initiate({ fileId, versionId, body: { version } }, untracked),
    take: adopt,
    done: VersionMessages.restored,
    failure: EditorMessages.saveFailed,
  }),
  createComment: edit({
    request: ({ fileId, version }: EditTarget, { paragraphId, ...fields }: CommentDraft) =>
      editorApi.endpoints.createComment.initiate({ fileId, paragraphId, body: { version, ...fields } }, untracked),
    take: (answer) => commentSaved(answer, null),
    failure: EditorMessages.commentSaveFailed,
  }),
  updateComment: edit({
    request: ({ fileId, version }: EditTarget, paragraphId: string, commentId: string, comment: string) =>
      editorApi.endpoints.updateComment.initiate(
        { fileId, paragraphId, commentId, body: { version, comment } },
        untracked,
      ),
    take: (answer, _paragraphId, commentId) => commentSaved(answer, commentId),
    failure: EditorMessages.commentUpdateFailed,
  }),
  deleteComment: edit({
    request: ({ fileId, version }: EditTarget, paragraphId: string, commentId: string) =>
      editorApi.endpoints.deleteComment.initiate({ fileId, paragraphId, commentId, version }, untracked),
    take: (answer, _paragraphId, commentId) => commentSaved(answer, commentId),
    failure: EditorMessages.commentDeleteFailed,
  }),
  /** docs/product.md#marking-complete: the document is saved first, then the file is marked complete. */
  markComplete: edit({
    request: ({ fileId }: EditTarget) => editorApi.endpoints.completeFile.initiate(fileId, untracked),
    take: () => null,
    done: EditorMessages.markedComplete,
    failure: EditorMessages.saveFailed,
    reload: true,
  }),
};

/** The same edits on a workflow's transcript: those the workflow routes make differently swapped in. */
export const WORKFLOW_SERVER_EDITS: typeof SERVER_EDITS = {
  ...SERVER_EDITS,
  renameSpeaker: { ...SERVER_EDITS.renameSpeaker, request: renameOnWorkflow },
};

type Edits = typeof SERVER_EDITS;
export type ServerEditName = keyof Edits;
export type ServerEditArgs<K extends ServerEditName> = Edits[K] extends ServerEdit<infer A, infer _T> ? A : never;

/** The session's call of each server-side edit: true when the server made it. */
export type ServerEditCalls = { [K in ServerEditName]: (...args: ServerEditArgs<K>) => Promise<boolean> };
