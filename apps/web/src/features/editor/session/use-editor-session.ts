import { COMPLETE_RESET_MS, EditorMessages, type DetailsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { errorToast, showToast, successToast } from '../../../shared/notices/toast-slice';
import { editorApi } from './editor-api';
import { initialEditorState } from '../state/editor-state';
import { createEditorStore, type EditorStore } from '../state/editor-store';
import { isDirty } from '../state/history';
import { buildCompactSave } from '../state/compact-save';
import { buildSaveRequest } from '../state/save-request';
import { SaveScheduler } from './save-scheduler';
import { SerialQueue } from './serial-queue';
import {
  SERVER_EDITS,
  WORKFLOW_SERVER_EDITS,
  type ServerEdit,
  type ServerEditCalls,
  type ServerEditName,
} from './server-edits';
import { conflictVersion, failureText } from './write-errors';

export interface Conflict {
  currentVersion: number;
}

/** The server-side edits (session/server-edits.ts) and the save, as the editor's pieces call them. */
export interface EditorSession extends ServerEditCalls {
  store: EditorStore;
  /** Save now (before other work that needs it saved); true when the server holds the document afterwards. */
  save: () => Promise<boolean>;
  /** The person's own save (Save button, Ctrl+S): saves now and says `Transcript Updated` when it wrote. */
  saveExplicitly: () => Promise<boolean>;
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
  /**
   * A workflow's transcript: saved in the compact form and its speakers renamed with the workflow's
   * own calls (docs/product.md#enterprise-transcript).
   */
  workflow?: boolean;
}

type Write<T> = (version: number) => Promise<T>;

/**
 * Everything the editor sends to the server, in one place and one queue: the whole-document save
 * (autosave, button, shortcut) and the server-side edits. A server-side edit first saves unsaved
 * local changes (the server works on what it holds), then runs with the version that save returned,
 * then the editor adopts what the server answered.
 */
export function useEditorSession({ doc, refetch, workflow = false }: SessionOptions): EditorSession {
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
      // Overwriting after a conflict sends the whole document: what the server holds is not known.
      // A workflow's save is whole anyway (compact-save.ts), unless it carries what that form cannot.
      const compact = workflow ? buildCompactSave(state) : null;
      const own = compact ? null : buildSaveRequest(state, { whole: force });
      const { revision, saved } = compact ?? own!;
      store.dispatch({ type: 'saveStarted' });
      try {
        const untracked = { track: false } as const;
        const answer = await (compact
          ? dispatch(
              editorApi.endpoints.saveWorkflowTranscript.initiate({ id: fileId, body: compact.body }, untracked),
            ).unwrap()
          : dispatch(editorApi.endpoints.saveTranscript.initiate({ id: fileId, body: own!.body }, untracked)).unwrap());
        store.dispatch({ type: 'saveSucceeded', revision, version: answer.version, saved });
        return true;
      } catch (error) {
        store.dispatch({ type: 'saveFailed' });
        if (!reportConflict(error)) dispatch(errorToast(failureText(EditorMessages.saveFailed, error)));
        return false;
      }
    },
    [dispatch, fileId, reportConflict, store, workflow],
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

  // One call per server-side edit of the table: send with the version, take the answer in, say so.
  const edits = useMemo(() => {
    const call =
      <A extends unknown[], T>(spec: ServerEdit<A, T>) =>
      (...args: A) =>
        serverEdit(
          (version) =>
            dispatch(spec.request({ fileId, version, speakers: store.getState().doc.speakers }, ...args)).unwrap(),
          (answer) => {
            const action = spec.take(answer, ...args);
            if (action) store.dispatch(action);
            if (typeof spec.done === 'string') dispatch(successToast(spec.done));
            else if (spec.done) dispatch(showToast({ ...spec.done(answer), autoClose: true }));
            if (spec.reload) void refetch();
          },
          spec.failure,
        );
    const table = workflow ? WORKFLOW_SERVER_EDITS : SERVER_EDITS;
    const names = Object.keys(table) as ServerEditName[];
    // Each name gets the call of its own entry, so the arguments match (ServerEditCalls).
    return Object.fromEntries(
      names.map((name) => [name, call(table[name] as ServerEdit<unknown[], unknown>)]),
    ) as ServerEditCalls;
  }, [dispatch, fileId, refetch, serverEdit, store, workflow]);

  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const markComplete = useCallback(async () => {
    setCompleting(true);
    const ok = await edits.markComplete();
    // docs/product.md#marking-complete: the saving flags reset a moment after completing, not at once.
    resetTimer.current = setTimeout(() => setCompleting(false), ok ? COMPLETE_RESET_MS : 0);
    return ok;
  }, [edits]);

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

  // The autosave says nothing beyond the save state it shows; a save the person asked for gets the
  // product's notice. With nothing unsaved and no save running there is nothing to announce: the
  // save state already reads `All changes saved`.
  const saveExplicitly = useCallback(async () => {
    store.sync();
    const writes = isDirty(store.getState()) || scheduler.isRunning;
    const ok = await scheduler.saveNow();
    if (ok && writes) dispatch(successToast(EditorMessages.transcriptUpdated));
    return ok;
  }, [dispatch, scheduler, store]);

  return useMemo(
    () => ({ store, save, saveExplicitly, ...edits, markComplete, completing, conflict, overwrite, reload }),
    [store, save, saveExplicitly, edits, markComplete, completing, conflict, overwrite, reload],
  );
}
