import {
  AUDIOGRAM_LIMITS,
  AUDIOGRAM_SHAPES,
  AudiogramMessages,
  type MediaClip,
  type MediaClipsResponse,
  type Snippet,
} from '@scriptloom/contracts';
import type { WordRef } from '@scriptloom/transcript';
import type { WordIndex } from '../../../shared/playback/word-index';

/** A stretch of the transcript the person selected, to be made into one clip. */
export interface SelectedPassage {
  /** Seconds from the start of the file: the first selected word's start, the last one's end. */
  start: number;
  end: number;
  /** The selected words, for the person to recognise the passage. */
  text: string;
}

/** Clips still being worked on: the page keeps looking at them every AUDIOGRAM_POLL_MS. */
export const isInProgress = (clip: Pick<MediaClip, 'status'>) =>
  clip.status === 'queued' || clip.status === 'rendering';

/** Whether the page should poll the clips: only while one is queued or rendering. */
export function shouldPoll(data: Pick<MediaClipsResponse, 'audiogram' | 'videogram'> | undefined): boolean {
  if (!data) return false;
  return data.audiogram.some(isInProgress) || data.videogram.some(isInProgress);
}

/** Audiograms and reels in one list, newest first (ties keep the server's order). */
export function allClips(data: Pick<MediaClipsResponse, 'audiogram' | 'videogram'> | undefined): MediaClip[] {
  if (!data) return [];
  return [...data.audiogram, ...data.videogram]
    .map((clip, i) => ({ clip, i }))
    .sort((a, b) =>
      a.clip.created_at < b.clip.created_at ? 1 : a.clip.created_at > b.clip.created_at ? -1 : a.i - b.i,
    )
    .map(({ clip }) => clip);
}

const listOf = (kind: MediaClip['kind']) => (kind === 'reel' ? 'videogram' : 'audiogram');

/**
 * Writes clips into the cached list (mutating, for an RTK Query draft): a clip already there is
 * replaced where it stands, a new one goes first. New clips show at once, before the next poll.
 */
export function putClips(draft: Pick<MediaClipsResponse, 'audiogram' | 'videogram'>, clips: readonly MediaClip[]) {
  for (const clip of [...clips].reverse()) {
    for (const key of ['audiogram', 'videogram'] as const) {
      const at = draft[key].findIndex((c) => c.audiogram_id === clip.audiogram_id);
      if (at >= 0 && key !== listOf(clip.kind)) draft[key].splice(at, 1);
    }
    const list = draft[listOf(clip.kind)];
    const at = list.findIndex((c) => c.audiogram_id === clip.audiogram_id);
    if (at >= 0) list[at] = clip;
    else list.unshift(clip);
  }
}

/** Takes a deleted clip out of the cached list (mutating, for an RTK Query draft). */
export function dropClip(draft: Pick<MediaClipsResponse, 'audiogram' | 'videogram'>, clipId: string) {
  draft.audiogram = draft.audiogram.filter((c) => c.audiogram_id !== clipId);
  draft.videogram = draft.videogram.filter((c) => c.audiogram_id !== clipId);
}

/** A clip's progress as a whole percentage, 0-100 whatever the server sends. */
export const progressPercent = (progress: number) =>
  Number.isFinite(progress) ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;

/** The clip's state in words: "Queued", "Rendering 40%", "Ready", "Failed". */
export function statusText(clip: Pick<MediaClip, 'status' | 'progress'>): string {
  switch (clip.status) {
    case 'queued':
      return 'Queued';
    case 'rendering':
      return `Rendering ${progressPercent(clip.progress)}%`;
    case 'Processed':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

/** "Audiogram, Square 1:1" or "Reel, Portrait 9:16, whole frame on blur". */
export function clipKindText(clip: Pick<MediaClip, 'kind' | 'shape' | 'framing'>): string {
  const shape = AUDIOGRAM_SHAPES[clip.shape]?.label ?? clip.shape;
  if (clip.kind === 'audiogram') return `Audiogram, ${shape}`;
  const framing = clip.framing === 'crop' ? ', centre crop' : clip.framing === 'blur' ? ', whole frame on blur' : '';
  return `Reel, ${shape}${framing}`;
}

/** m:ss (or h:mm:ss) of a time in seconds, for a clip's range. */
export function shortTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The passage the selected words span, by their timings in the word index: from the first word's
 * start to the latest end among them. Null when the selection does not fit the transcript.
 */
export function passageOfSelection(
  index: Pick<WordIndex, 'starts' | 'ends' | 'firstWordOf'>,
  snippets: readonly Pick<Snippet, 'words'>[],
  selection: { from: WordRef; to: WordRef } | null,
): SelectedPassage | null {
  if (!selection) return null;
  const { from, to } = selection;
  const first = index.firstWordOf[from.paragraph];
  const lastBase = index.firstWordOf[to.paragraph];
  if (first === undefined || lastBase === undefined) return null;
  const a = first + from.word;
  const b = lastBase + to.word;
  if (a > b || b >= index.starts.length || a < 0) return null;
  const start = index.starts[a] as number;
  let end = index.ends[a] as number;
  for (let i = a; i <= b; i += 1) end = Math.max(end, index.ends[i] as number);

  const words: string[] = [];
  for (let p = from.paragraph; p <= to.paragraph; p += 1) {
    const list = snippets[p]?.words ?? [];
    const lo = p === from.paragraph ? from.word : 0;
    const hi = p === to.paragraph ? to.word : list.length - 1;
    for (let w = lo; w <= hi; w += 1) {
      const word = list[w];
      if (word && !word.is_removed) words.push(word.text);
    }
  }
  return { start, end, text: words.join(' ') };
}

/**
 * Why a passage cannot be a clip (AudiogramMessages), or null when it can. The padding the server
 * keeps around the words counts towards the shortest length, as it does in AUDIOGRAM_LIMITS.
 */
export function passageProblem(passage: Pick<SelectedPassage, 'start' | 'end' | 'text'>): string | null {
  if (!passage.text.trim()) return AudiogramMessages.noWords;
  const length = passage.end - passage.start;
  if (length + 2 * AUDIOGRAM_LIMITS.paddingSeconds < AUDIOGRAM_LIMITS.minSeconds) return AudiogramMessages.tooShort;
  if (length > AUDIOGRAM_LIMITS.maxSeconds) return AudiogramMessages.tooLong;
  return null;
}

/** The quote indexes after toggling "all": every one, or none when every one was picked already. */
export function toggleAll(picked: readonly number[], count: number): number[] {
  return picked.length === count ? [] : Array.from({ length: count }, (_, i) => i);
}

/** The quote indexes after toggling one, kept in order. */
export function toggleOne(picked: readonly number[], index: number): number[] {
  return picked.includes(index) ? picked.filter((i) => i !== index) : [...picked, index].sort((a, b) => a - b);
}
