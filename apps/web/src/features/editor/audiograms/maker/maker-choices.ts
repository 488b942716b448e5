import {
  AUDIOGRAM_LIMITS,
  type AudiogramBackground,
  type AudiogramShape,
  type FromQuotesRequest,
  type MediaClipKind,
  type ReelFraming,
} from '@scriptloom/contracts';
import { toggleAll, toggleOne } from '../audiogram-clips';

/** What the person chose in the audiogram maker (docs/product.md#audiograms). */
export interface MakerChoices {
  /** Indexes into the file's quotes, in order. */
  picked: number[];
  kind: MediaClipKind;
  /** Audiograms only; a reel is portrait. */
  shape: AudiogramShape;
  /** Reels only. */
  framing: ReelFraming;
  /** The background chosen here; null: the file's own, or the catalogue's default. */
  background: string | null;
}

export const FIRST_CHOICES: MakerChoices = {
  picked: [],
  kind: 'audiogram',
  shape: 'square',
  framing: 'blur',
  background: null,
};

export type MakerChoice =
  | { type: 'toggleQuote'; index: number }
  | { type: 'toggleAllQuotes'; count: number }
  | { type: 'kind'; kind: MediaClipKind }
  | { type: 'shape'; shape: AudiogramShape }
  | { type: 'framing'; framing: ReelFraming }
  | { type: 'background'; background: string }
  /** The picked quotes were queued: the list starts afresh. */
  | { type: 'made' };

export function makerReducer(choices: MakerChoices, choice: MakerChoice): MakerChoices {
  switch (choice.type) {
    case 'toggleQuote':
      return { ...choices, picked: toggleOne(choices.picked, choice.index) };
    case 'toggleAllQuotes':
      return { ...choices, picked: toggleAll(choices.picked, choice.count) };
    case 'kind':
      return { ...choices, kind: choice.kind };
    case 'shape':
      return { ...choices, shape: choice.shape };
    case 'framing':
      return { ...choices, framing: choice.framing };
    case 'background':
      return { ...choices, background: choice.background };
    case 'made':
      return { ...choices, picked: [] };
  }
}

/**
 * The background the clips get: the one chosen here, else the file's own while the catalogue still
 * has it, else the catalogue's default ('' before the catalogue arrives).
 */
export function backgroundOf(
  chosen: string | null,
  fileBackground: string | undefined,
  catalogue: readonly Pick<AudiogramBackground, 'id'>[],
  defaultId: string | undefined,
): string {
  const file = fileBackground && catalogue.some((b) => b.id === fileBackground) ? fileBackground : undefined;
  return chosen ?? file ?? defaultId ?? '';
}

/** How the picked quotes stand: every one, some, or more than one request may make. */
export function quotePicks(picked: readonly number[], quotes: number | null) {
  const all = quotes !== null && quotes > 0 && picked.length === quotes;
  return {
    all,
    some: picked.length > 0 && !all,
    tooMany: picked.length > AUDIOGRAM_LIMITS.maxPerRequest,
  };
}

/**
 * The request that queues the clips of `what` (quotes or passages): reels (a video file only) are
 * portrait with their framing; audiograms have their shape and background.
 */
export function clipRequest(
  choices: Pick<MakerChoices, 'shape' | 'framing'>,
  what: Pick<FromQuotesRequest, 'quotes' | 'passages'>,
  { reel, background }: { reel: boolean; background: string },
): FromQuotesRequest {
  return reel
    ? { ...what, kind: 'reel', shape: 'portrait', framing: choices.framing }
    : { ...what, kind: 'audiogram', shape: choices.shape, ...(background ? { background } : {}) };
}
