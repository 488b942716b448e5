import type { EditRenderFormat, LoudnessTarget, Snippet } from '@scriptloom/contracts';
import { useMemo, useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { flushEdits } from '../../../shared/exports/use-export';
import { loadOwnFillers } from '../fillers/own-fillers';
import { readPauseCap } from '../playback/edit-preview';
import { formatsFor, outlineEdit } from './edit-renders';
import { useRequestEditRenderMutation } from './edit-render-api';

export interface RenderFormInput {
  fileId: string;
  fileType: 'audio' | 'video';
  /** The document as the editor shows it, to say what a render would keep. */
  snippets: Snippet[];
  /** The recording's stored length and the player's waveform, to outline the plan. */
  duration: number;
  peaks: { peaks_per_second: number; values: number[] } | null;
  /** Saves unsaved edits, so the render holds what the person sees. */
  flush: () => Promise<boolean>;
  /** The transcript version saved now (read after the flush). */
  savedVersion: () => number;
}

/**
 * The render dialog's choices and its request: the format, the pause cap (the preview's, to start
 * with, so the render is what the person heard), whether to cut fillers too, and the outline of
 * what would be kept. A request saves the document first and asks for the version then saved.
 */
export function useRenderForm(input: RenderFormInput) {
  const formats = formatsFor(input.fileType);
  const [format, setFormat] = useState<EditRenderFormat>(formats[0]!);
  const [pauseCapMs, setPauseCapMs] = useState<number | null>(readPauseCap);
  const [removeFillers, setRemoveFillers] = useState(false);
  const [loudness, setLoudness] = useState<LoudnessTarget | 'none'>('none');
  const [error, setError] = useState<{ message: string; status: number | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [request, requesting] = useRequestEditRenderMutation();

  const gapEnergy = useMemo(
    () => (input.peaks ? { framesPerSecond: input.peaks.peaks_per_second, levels: input.peaks.values } : undefined),
    [input.peaks],
  );
  const outline = useMemo(
    () =>
      outlineEdit(input.snippets, {
        duration: input.duration,
        maxPauseMs: pauseCapMs,
        removeFillers,
        ownFillers: loadOwnFillers(),
        gapEnergy,
      }),
    [input.snippets, input.duration, pauseCapMs, removeFillers, gapEnergy],
  );

  const submit = async () => {
    setError(null);
    setSaving(true);
    try {
      if (!(await flushEdits(input.flush))) {
        setError({
          message: 'Your changes could not be saved, so nothing was rendered. Save, then try again.',
          status: null,
        });
        return false;
      }
      await request({
        fileId: input.fileId,
        body: {
          format,
          version: input.savedVersion(),
          // The person's own filler words go with the default list, as "Remove filler words" uses them.
          ...(removeFillers ? { remove_fillers: true, filler_words: loadOwnFillers() } : {}),
          ...(pauseCapMs !== null ? { max_pause_ms: pauseCapMs } : {}),
          ...(loudness !== 'none' ? { loudness } : {}),
        },
      }).unwrap();
      return true;
    } catch (err) {
      const info = describeApiError(err);
      setError({ message: info.message, status: info.status });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    formats,
    format,
    setFormat,
    pauseCapMs,
    setPauseCapMs,
    removeFillers,
    setRemoveFillers,
    loudness,
    setLoudness,
    outline,
    error,
    busy: saving || requesting.isLoading,
    submit,
  };
}
