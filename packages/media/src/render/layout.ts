import { AUDIOGRAM_SHAPES } from '@scriptloom/contracts';
import type { RenderShape } from './render-types.js';

/** Where things go on a frame, in pixels (font sizes too: the ASS script's resolution is the frame's). */
export interface FrameLayout {
  width: number;
  height: number;
  /** Left and right margin of every text. */
  side: number;
  /** Top of the title's first line. */
  titleTop: number;
  titleSize: number;
  speakerSize: number;
  /** Centre of the caption block. */
  captionCentre: number;
  captionSize: number;
  /** Lines of captions shown at once. */
  captionLines: number;
  /** Audiograms only: the box the waveform fills. */
  waveform?: { x: number; y: number; width: number; height: number };
}

/**
 * Audiogram layouts: title and speaker at the top, the captions in the middle, the waveform below
 * them. Portrait frames have the room for larger type; landscape ones for longer lines.
 */
export function audiogramLayout(shape: RenderShape): FrameLayout {
  const { width, height } = AUDIOGRAM_SHAPES[shape];
  switch (shape) {
    case 'square':
      return {
        width,
        height,
        side: 90,
        titleTop: 80,
        titleSize: 48,
        speakerSize: 40,
        captionCentre: 500,
        captionSize: 72,
        captionLines: 2,
        waveform: { x: 90, y: 760, width: 900, height: 180 },
      };
    case 'portrait':
      return {
        width,
        height,
        side: 90,
        titleTop: 200,
        titleSize: 54,
        speakerSize: 44,
        captionCentre: 900,
        captionSize: 80,
        // Narrow lines, but room for a third: fewer page turns for the eye.
        captionLines: 3,
        waveform: { x: 90, y: 1320, width: 900, height: 240 },
      };
    case 'landscape':
      return {
        width,
        height,
        side: 160,
        titleTop: 80,
        titleSize: 50,
        speakerSize: 42,
        captionCentre: 500,
        captionSize: 76,
        captionLines: 2,
        waveform: { x: 160, y: 770, width: 1600, height: 180 },
      };
  }
}

/**
 * Reels are 9:16 over the video itself: the title and speaker below the top of the frame (where
 * phone apps put little), the captions in the lower third but above the apps' buttons and text.
 */
export const REEL_LAYOUT: FrameLayout = {
  ...AUDIOGRAM_SHAPES.portrait,
  side: 80,
  titleTop: 160,
  titleSize: 50,
  speakerSize: 42,
  captionCentre: 1340,
  captionSize: 80,
  // Two lines cover less of the picture.
  captionLines: 2,
};
