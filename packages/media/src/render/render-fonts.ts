import fs from 'node:fs';

/** A font family and the folder holding its files, handed to libass so it needs no font search. */
export interface RenderFont {
  family: string;
  dir?: string;
}

// Debian's fonts-dejavu-core and fonts-liberation2 (scripts/lib/system-packages.mjs installs both).
const CANDIDATES: Array<Required<RenderFont>> = [
  { family: 'DejaVu Sans', dir: '/usr/share/fonts/truetype/dejavu' },
  { family: 'Liberation Sans', dir: '/usr/share/fonts/truetype/liberation2' },
];

let found: RenderFont | undefined;

/** DejaVu Sans when installed, else Liberation Sans, else whatever fontconfig offers for "sans". */
export function renderFont(): RenderFont {
  found ??= CANDIDATES.find((font) => fs.existsSync(font.dir)) ?? { family: 'sans-serif' };
  return found;
}
