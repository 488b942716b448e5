import {
  COMPLETE_RESET_MS,
  EditorMessages,
  VersionMessages,
  type Comment,
  type DetailsResponse,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorToast, successToast } from '../../../app/toast/toast-slice';
import { editorApi } from './editor-api';
import { versionsApi } from '../versions/versions-api';
import { initialEditorState } from '../state/editor-state';
import { createEditorStore, type EditorStore } from '../state/editor-store';
import { isDirty } from '../state/history';
import { buildSaveRequest } from '../state/save-request';
import { SaveScheduler } from './save-scheduler';
import { SerialQueue } from './serial-queue';
import { conflictVersion, failureText } from './write-errors';

export interface Conflict {
  currentVersion: number;
}

export interface CommentDraft {
  paragraphId: string;
  highlighted_text: string;
  start_pos: number;
  end_pos: number;
  comment: string;
}

export interface EditorSession {
  store: EditorStore;
  /** Save now (Save button, Ctrl+S); true when the server holds the document afterwards. */
  save: () => Promise<boolean>;
  replaceAll: (find: string, replace: string, caseSensitive: boolean) => Promise<boolean>;
  renameSpeaker: (current: string, next: string, everywhere: boolean, index: number) => Promise<boolean>;
  /** Adds a name to the speaker list / takes an unused one off it (the server's speaker routes). */
  addSpeaker: (name: string) => Promise<boolean>;
  /** Makes a saved version the document again (docs/product.md#version-history); undo brings back the one before. */
  restoreVersion: (versionId: string) => Promise<boolean>;
  removeSpeaker: (name: string) => Promise<boolean>;
  createComment: (draft: CommentDraft) => Promise<boolean>;
  updateComment: (paragraphId: string, commentId: string, comment: string) => Promise<boolean>;
  deleteComment: (paragraphId: string, commentId: string) => Promise<boolean>;
  markComplete: () => Promise<boolean>;
  completing: boolean;
  conflict: Conflict | null;
  /** Conflict answers: keep this tab's document (send it over the newer one) or take the server's. */
  overwrite: () => Promise<boolean>;
  reload: () => Promise<void>;
}

interface SessionOptions {
  doc: DetailsResponse['es_doc'];
  /** Fetches /up/details again (the page's RTK Query refetch) and returns the fresh answer. */
  refetch: () => Promise<DetailsResponse | undefined>;
}

type Write<T> = (version: number) => Promise<T>;

/**
 * Everything the editor sends to the server, in one place and one queue: the whole-document save
 * (autosave, button, shortcut) and the server-side edits. A server-side edit first saves unsaved
 * local changes (the server works on what it holds), then runs with the version that save returned,
 * then the editor adopts what the server answered.
 */
export function useEditorSession({ doc, refetch }: SessionOptions): EditorSession {
  const dispatch = useAppDispatch();
  const fileId = doc.id;
  const [store] = useState(() => createEditorStore(initialEditorState(doc)));
  const [queue] = useState(() => new SerialQueue());
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [completing, setCompleting] = useState(false);
  // Read inside async work, where the rendered value may already be old.
  const conflictRef = useRef<Conflict | null>(null);
  conflictRef.current = conflict;

  const reportConflict = useCallback((error: unknown): boolean => {
    const currentVersion = conflictVersion(error);
    if (currentVersion === null) return false;
    conflictRef.current = { currentVersion };
    setConflict({ currentVersion });
    return true;
  }, []);

  /** The save itself; callers hold the queue. `force` sends even an unchanged document (Overwrite). */
  const sendDocument = useCallback(
    async (force = false): Promise<boolean> => {
      store.sync();
      const state = store.getState();
      if (!force && !isDirty(state)) return true;
      // While the conflict question is open nothing is sent: every write would be refused again.
      if (!force && conflictRef.current) return false;
      const { body, revision } = buildSaveRequest(state);
      store.dispatch({ type: 'saveStarted' });
      try {
        const answer = await dispatch(
          editorApi.endpoints.saveTranscript.initiate({ id: fileId, body }, { track: false }),
        ).unwrap();
        store.dispatch({ type: 'saveSucceeded', revision, version: answer.version });
        return true;
      } catch (error) {
        store.dispatch({ type: 'saveFailed' });
        if (!reportConflict(error)) dispatch(errorToast(failureText(EditorMessages.saveFailed, error)));
        return false;
      }
    },
    [dispatch, fileId, reportConflict, store],
  );

  const [scheduler] = useState(
    () =>
      new SaveScheduler({
        isDirty: () => {
          store.sync();
          return isDirty(store.getState());
        },
        save: () => queue.run(() => sendDocument()),
      }),
  );

  // Every local edit restarts the autosave countdown.
  useEffect(() => {
    let revision = store.getState().revision;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().revision;
      if (next !== revision && isDirty(store.getState())) scheduler.edited();
      revision = next;
    });
    return () => {
      unsubscribe();
      scheduler.cancelTimer();
      // Leaving the page inside the app: what is not saved yet is sent on the way out.
      store.sync();
      if (isDirty(store.getState())) void queue.run(() => sendDocument());
    };
  }, [queue, scheduler, sendDocument, store]);

  /** A server-side edit: flush local changes, run `write` with the current version, then `apply`. */
  const serverEdit = useCallback(
    <T>(write: Write<T>, apply: (answer: T) => void, failure: string): Promise<boolean> =>
      queue.run(async () => {
        if (!(await sendDocument())) return false;
        try {
          apply(await write(store.getState().version));
          return true;
        } catch (error) {
          if (!reportConflict(error)) dispatch(errorToast(failureText(failure, error)));
          return false;
        }
      }),
    [dispatch, queue, reportConflict, sendDocument, store],
  );

  const adopt = useCallback((response: TranscriptDocResponse) => store.dispatch({ type: 'adopt', response }), [store]);

  const replaceAll = useCallback(
    (find: string, replace: string, caseSensitive: boolean) =>
      serverEdit(
        (version) =>
          dispatch(
            editorApi.endpoints.replaceAll.initiate(
              { id: fileId, body: { version, find, replace, case_sensitive: caseSensitive } },
              { track: false },
            ),
          ).unwrap(),
        (answer) => {
          adopt(answer);
          dispatch(successToast(EditorMessages.replacedAll));
        },
        EditorMessages.saveFailed,
      ),
    [adopt, dispatch, fileId, serverEdit],
  );

  const renameSpeaker = useCallback(
    (current: string, next: string, everywhere: boolean, index: number) =>
      serverEdit(
        (version) =>
          dispatch(
            editorApi.endpoints.updateSpeaker.initiate(
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
              { track: false },
            ),
          ).unwrap(),
        (answer) => {
          adopt(answer);
          dispatch(successToast(EditorMessages.speakersUpdated));
        },
        EditorMessages.speakersFailed,
      ),
    [adopt, dispatch, fileId, serverEdit],
  );

  const speakerList = useCallback(
    (action: 'add' | 'remove', speaker: string) =>
      serverEdit(
        (version) => {
          const endpoint = action === 'add' ? editorApi.endpoints.addSpeaker : editorApi.endpoints.deleteSpeaker;
          return dispatch(endpoint.initiate({ id: fileId, body: { version, speaker } }, { track: false })).unwrap();
        },
        adopt,
        EditorMessages.speakersFailed,
      ),
    [adopt, dispatch, fileId, serverEdit],
  );
  const restoreVersion = useCallback(
    (versionId: string) =>
      serverEdit(
        (version) =>
          dispatch(
            versionsApi.endpoints.restoreVersion.initiate({ fileId, versionId, body: { version } }, { track: false }),
          ).unwrap(),
        (answer) => {
          adopt(answer);
          dispatch(successToast(VersionMessages.restored));
        },
        EditorMessages.saveFailed,
      ),
    [adopt, dispatch, fileId, serverEdit],
  );
  const addSpeaker = useCallback((name: string) => speakerList('add', name), [speakerList]);
  const removeSpeaker = useCallback((name: string) => speakerList('remove', name), [speakerList]);

  const commentSaved = useCallback(
    (commentId: string | null) => (answer: { version: number; snippet_id: string; comment: Comment | null }) =>
      store.dispatch({
        type: 'commentSaved',
        snippetId: answer.snippet_id,
        commentId: commentId ?? answer.comment?.id ?? '',
        comment: answer.comment,
        version: answer.version,
      }),
    [store],
  );

  const createComment = useCallback(
    ({ paragraphId, ...fields }: CommentDraft) =>
      serverEdit(
        (version) =>
          dispatch(
            editorApi.endpoints.createComment.initiate(
              { fileId, paragraphId, body: { version, ...fields } },
              { track: false },
            ),
          ).unwrap(),
        commentSaved(null),
        EditorMessages.commentSaveFailed,
      ),
    [commentSaved, dispatch, fileId, serverEdit],
  );

  const updateComment = useCallback(
    (paragraphId: string, commentId: string, comment: string) =>
      serverEdit(
        (version) =>
          dispatch(
            editorApi.endpoints.updateComment.initiate(
              { fileId, paragraphId, commentId, body: { version, comment } },
              { track: false },
            ),
          ).unwrap(),
        commentSaved(commentId),
        EditorMessages.commentUpdateFailed,
      ),
    [commentSaved, dispatch, fileId, serverEdit],
  );

  const deleteComment = useCallback(
    (paragraphId: string, commentId: string) =>
      serverEdit(
        (version) =>
          dispatch(
            editorApi.endpoints.deleteComment.initiate({ fileId, paragraphId, commentId, version }, { track: false }),
          ).unwrap(),
        commentSaved(commentId),
        EditorMessages.commentDeleteFailed,
      ),
    [commentSaved, dispatch, fileId, serverEdit],
  );

  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const markComplete = useCallback(async () => {
    setCompleting(true);
    const ok = await serverEdit(
      () => dispatch(editorApi.endpoints.completeFile.initiate(fileId, { track: false })).unwrap(),
      () => {
        dispatch(successToast(EditorMessages.markedComplete));
        // The workflow state (review_complete) lives in the details answer: load it again.
        void refetch();
      },
      EditorMessages.saveFailed,
    );
    // docs/product.md#marking-complete: the saving flags reset a moment after completing, not at once.
    resetTimer.current = setTimeout(() => setCompleting(false), ok ? COMPLETE_RESET_MS : 0);
    return ok;
  }, [dispatch, fileId, refetch, serverEdit]);

  const overwrite = useCallback(async () => {
    const current = conflictRef.current;
    if (!current) return true;
    store.dispatch({ type: 'setVersion', version: current.currentVersion });
    conflictRef.current = null;
    setConflict(null);
    return queue.run(() => sendDocument(true));
  }, [queue, sendDocument, store]);

  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh) return;
    conflictRef.current = null;
    setConflict(null);
    store.dispatch({ type: 'reset', doc: fresh.es_doc });
  }, [refetch, store]);

  const save = useCallback(() => scheduler.saveNow(), [scheduler]);

  return useMemo(
    () => ({
      store,
      save,
      replaceAll,
      renameSpeaker,
      addSpeaker,
      removeSpeaker,
      restoreVersion,
      createComment,
      updateComment,
      deleteComment,
      markComplete,
      completing,
      conflict,
      overwrite,
      reload,
    }),
    [
      addSpeaker,
      removeSpeaker,
      restoreVersion,
      store,
      save,
      replaceAll,
      renameSpeaker,
      createComment,
      updateComment,
      deleteComment,
      markComplete,
      completing,
      conflict,
      overwrite,
      reload,
    ],
  );
}
