import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ExportProgress, type ExportPhase } from './completion-flag';
import { saveExportChoices, type ExportChoices } from './export-choices';
import { useExportTranscriptMutation } from './exports-api';

/** The file being exported, and how to make the server's copy current first. */
export interface ExportTarget {
  id: string;
  title: string;
  /** A workflow's transcript, exported with the workflow's own call. */
  workflow?: boolean;
  /**
   * Saves unsaved edits (the editor's save, as Ctrl+S runs it) and resolves to whether that worked,
   * so the export holds what the person sees. Absent where nothing can be unsaved (the dashboard).
   */
  flush?: () => Promise<boolean>;
}

/**
 * Runs the editor's save until nothing is left unsaved. A save already running when asked carries
 * only the edits made before it began, so a second call sends any made since (and is free when
 * there are none).
 */
export async function flushEdits(flush: (() => Promise<boolean>) | undefined): Promise<boolean> {
  if (!flush) return true;
  return (await flush()) && (await flush());
}

/**
 * An export with its completion flag: flush, request, save the file, then "Exported" for
 * EXPORT_FLAG_RESET_MS[0], then EXPORT_FLAG_RESET_MS[1] more before `onSettled` (the dialog closes).
 * A failure has already been toasted by the endpoint; the button is usable again at once.
 */
export function useExport(target: ExportTarget, onSettled: () => void) {
  const [phase, setPhase] = useState<ExportPhase>('idle');
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const settledRef = useRef(onSettled);
  useLayoutEffect(() => {
    settledRef.current = onSettled;
  }, [onSettled]);
  const [progress] = useState(() => new ExportProgress({ onChange: setPhase, onSettled: () => settledRef.current() }));
  // Closing the dialog drops the pending timers: a later dialog starts from idle.
  useEffect(() => () => progress.cancel(), [progress]);

  const [exportTranscript] = useExportTranscriptMutation();
  const { id, title, flush, workflow } = target;

  const run = useCallback(
    async (choices: ExportChoices) => {
      const runId = progress.start();
      if (runId === null) return;
      setSavedAs(null);
      if (!(await flushEdits(flush))) {
        // The save's own notice (error toast or conflict dialog) says what went wrong.
        progress.fail(runId);
        return;
      }
      saveExportChoices(choices);
      const result = await exportTranscript({ id, title, choices, ...(workflow && { workflow }) });
      if (result.error !== undefined) {
        progress.fail(runId);
        return;
      }
      setSavedAs(result.data.filename);
      progress.succeed(runId);
    },
    [progress, flush, exportTranscript, id, title, workflow],
  );

  return { phase, savedAs, run };
}
