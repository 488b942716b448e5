import path from 'node:path';
import type { CatalogueBackground } from './backgrounds.js';
import { BACKGROUNDS_DIR } from './package-paths.js';

/** An ffmpeg input and the filter that turns its first frame into the background at a size. */
export interface BackgroundInput {
  /** Input arguments, `-i` included. */
  args: string[];
  /** Filter chain (may be empty) applied to that input's video to fill `width`x`height`. */
  filter: string;
}

const hex = (colour: string) => `0x${colour.slice(1)}`;
const rgb = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/**
 * One frame of a background at the frame's size. The renderer loops that frame rather than
 * generating or decoding the background again for every frame of the clip; the preview script
 * uses the same function, so a preview shows exactly what a render does.
 */
export function backgroundInput(background: CatalogueBackground, width: number, height: number): BackgroundInput {
  const size = `${width}x${height}`;
  switch (background.kind) {
    case 'colour':
      return { args: ['-f', 'lavfi', '-i', `color=c=${hex(background.colour)}:s=${size}:r=1:d=1`], filter: '' };
    case 'gradient': {
      // geq rather than the gradients source, whose line drifts with its rotation even at the first
      // frame. One frame costs a few hundred milliseconds; the renderer loops it.
      const t = background.direction === 'diagonal' ? '(X/W+Y/H)/2' : 'Y/H';
      const [from, to] = [rgb(background.from), rgb(background.to)];
      const channel = (i: number) => `'${from[i]}+${to[i]! - from[i]!}*${t}'`;
      const source = `color=c=black:s=${size}:r=1:d=1,format=rgb24,geq=r=${channel(0)}:g=${channel(1)}:b=${channel(2)}`;
      return { args: ['-f', 'lavfi', '-i', source], filter: '' };
    }
    case 'image':
      // Cover the frame: scale up until both sides fill it, then keep the centre.
      return {
        args: ['-i', path.join(BACKGROUNDS_DIR, background.file)],
        filter: `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`,
      };
  }
}
