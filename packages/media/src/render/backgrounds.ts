import path from 'node:path';
import { BACKGROUNDS_DIR } from './package-paths.js';
import type { RenderBackground } from './render-types.js';

/** Colours are `#rrggbb`. */
interface BackgroundBase extends RenderBackground {
  name: string;
}
export interface ColourBackground extends BackgroundBase {
  kind: 'colour';
  colour: string;
}
export interface GradientBackground extends BackgroundBase {
  kind: 'gradient';
  /** From the top-left corner (`diagonal`) or the top edge (`vertical`) to the opposite one. */
  from: string;
  to: string;
  direction: 'diagonal' | 'vertical';
}
export interface ImageBackground extends BackgroundBase {
  kind: 'image';
  /** File name under assets/backgrounds, made by scripts/make-backgrounds.mjs. */
  file: string;
}
export type CatalogueBackground = ColourBackground | GradientBackground | ImageBackground;

/**
 * The shipped backgrounds. All are dark or mid-toned: captions are white with a dark outline and the
 * spoken word yellow, which must read on every one of them. Ids are stored with files and clips, so
 * an id, once shipped, is never reused for something else.
 */
export const BACKGROUNDS: readonly CatalogueBackground[] = [
  { id: 'midnight', name: 'Midnight', kind: 'colour', colour: '#121a2e' },
  { id: 'forest', name: 'Forest', kind: 'colour', colour: '#1f3d2b' },
  { id: 'plum', name: 'Plum', kind: 'colour', colour: '#3b1f3f' },
  { id: 'charcoal', name: 'Charcoal', kind: 'colour', colour: '#2a2a2e' },
  { id: 'ocean', name: 'Ocean', kind: 'gradient', from: '#0f2027', to: '#2c5364', direction: 'vertical' },
  { id: 'sunset', name: 'Sunset', kind: 'gradient', from: '#6a2c70', to: '#e0603a', direction: 'diagonal' },
  { id: 'aurora', name: 'Aurora', kind: 'gradient', from: '#0b3d3a', to: '#2b3a7a', direction: 'diagonal' },
  { id: 'studio-glow', name: 'Studio glow', kind: 'image', file: 'studio-glow.jpg' },
  { id: 'ripples', name: 'Ripples', kind: 'image', file: 'ripples.jpg' },
  { id: 'dusk-grain', name: 'Dusk grain', kind: 'image', file: 'dusk-grain.jpg' },
];

export const DEFAULT_BACKGROUND_ID = 'midnight';

export function backgroundById(id: string): CatalogueBackground | undefined {
  return BACKGROUNDS.find((b) => b.id === id);
}

/** The full-size image of an image background; undefined for colours, gradients and unknown ids. */
export function backgroundAssetPath(id: string): string | undefined {
  const background = backgroundById(id);
  return background?.kind === 'image' ? path.join(BACKGROUNDS_DIR, background.file) : undefined;
}

/** The small PNG shown in the picker (every entry has one); undefined for unknown ids. */
export function backgroundPreviewPath(id: string): string | undefined {
  return backgroundById(id) ? path.join(BACKGROUNDS_DIR, 'previews', `${id}.png`) : undefined;
}
