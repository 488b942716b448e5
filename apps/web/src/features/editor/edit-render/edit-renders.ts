import {
  LOUDNESS_TARGETS,
  type EditRender,
  type EditRenderFormat,
  type LoudnessTarget,
  type Snippet,
} from '@scriptloom/contracts';
import { planEdit, strikeFillers, type EnergyEnvelope } from '@scriptloom/transcript';
import { progressPercent, shortTime } from '../audiograms/audiogram-clips';

/** Renders still being worked on: the dialog looks at them again every EDIT_RENDER_POLL_MS. */
export const isInProgress = (render: Pick<EditRender, 'status'>) =>
  render.status === 'queued' || render.status === 'rendering';

export const anyInProgress = (renders: readonly Pick<EditRender, 'status'>[] | undefined) =>
  Boolean(renders?.some(isInProgress));

/** The render's state in words: "Queued", "Rendering 40%", "Ready", "Failed". */
export function renderStatusText(render: Pick<EditRender, 'status' | 'progress'>): string {
  switch (render.status) {
    case 'queued':
      return 'Queued';
    case 'rendering':
      return `Rendering ${progressPercent(render.progress)}%`;
    case 'Processed':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

/** How each format is offered. */
export const FORMAT_LABELS: Record<EditRenderFormat, string> = {
  mp3: 'MP3 audio',
  wav: 'WAV audio (uncompressed)',
  m4a: 'M4A audio (AAC)',
  mp4: 'MP4 video (H.264)',
};

/** How each loudness choice is offered; `none` leaves the recording's level as it is. */
export const LOUDNESS_LABELS: Record<LoudnessTarget | 'none', string> = {
  none: 'As recorded',
  podcast: `Podcast (${LOUDNESS_TARGETS.podcast.integrated} LUFS)`,
  video: `Video platforms (${LOUDNESS_TARGETS.video.integrated} LUFS)`,
};

/** The formats a file can be rendered in: video ones only for a video upload. */
export function formatsFor(fileType: 'audio' | 'video'): EditRenderFormat[] {
  return (Object.keys(FORMAT_LABELS) as EditRenderFormat[]).filter(
    (f) => fileType === 'video' || f !== ('mp4' as string),
  );
}

/** "MP3 · 41:20 · version 12", and whether the transcript has been saved since. */
export function renderLine(
  render: Pick<EditRender, 'format' | 'duration' | 'version'>,
  currentVersion: number,
): string {
  const what = `${render.format.toUpperCase()} · ${shortTime(render.duration)} · version ${render.version}`;
  return render.version === currentVersion ? what : `${what} (the transcript has changed since)`;
}

export interface EditOutline {
  /** Stretches the render cuts. */
  cuts: number;
  /** The edited length and the original's, in seconds. */
  editedDuration: number;
  duration: number;
}

/**
 * What a render with these choices would keep, planned with the server's planner (by the player's
 * waveform, where the server uses a finer envelope: the lengths agree to a fraction of a second),
 * so the dialog can say it before anything is spent. Null without a known length.
 */
export function outlineEdit(
  snippets: Snippet[],
  options: {
    duration: number;
    maxPauseMs: number | null;
    removeFillers: boolean;
    /** The person's own filler words, cut with the default list when removeFillers is on. */
    ownFillers?: readonly string[];
    gapEnergy?: EnergyEnvelope;
  },
): EditOutline | null {
  if (!(options.duration > 0)) return null;
  const words = options.removeFillers ? strikeFillers(snippets, options.ownFillers ?? []) : snippets;
  const plan = planEdit(words, {
    duration: options.duration,
    ...(options.maxPauseMs !== null ? { maxPauseMs: options.maxPauseMs } : {}),
    ...(options.gapEnergy ? { gapEnergy: options.gapEnergy } : {}),
  });
  return { cuts: plan.cuts.length, editedDuration: plan.editedDuration, duration: options.duration };
}

/** "Keeps 41:20 of 45:02 · 23 cuts". */
export function outlineText(outline: EditOutline): string {
  const cuts = outline.cuts === 1 ? '1 cut' : `${outline.cuts} cuts`;
  return `Keeps ${shortTime(outline.editedDuration)} of ${shortTime(outline.duration)} · ${cuts}`;
}
