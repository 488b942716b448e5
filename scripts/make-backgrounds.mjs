// Makes the audiogram background images and every catalogue entry's preview with ffmpeg, so the
// repository ships no picture it did not make itself:
//
//   node scripts/make-backgrounds.mjs
//
// Writes packages/media/assets/backgrounds/{file} for each image entry (1920x1920 JPEG, large
// enough to cover a 1920x1080 or 1080x1920 frame) and previews/{id}.png (160x160) for all entries.
// The catalogue is read from its TypeScript source (packages/media/src/render/backgrounds.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { BACKGROUNDS } = await tsImport('../packages/media/src/render/backgrounds.ts', import.meta.url);
const { backgroundInput } = await tsImport('../packages/media/src/render/background-input.ts', import.meta.url);
const dir = path.join(root, 'packages/media/assets/backgrounds');
const SIZE = 1920;
const PREVIEW = 160;

// How each image is drawn: a filtergraph source over a SIZE x SIZE canvas. geq works per pixel in
// RGB; the dark tones keep white captions readable anywhere on the picture.
const glow = (cx, cy, spread) => `exp(-(pow(X-W*${cx},2)+pow(Y-H*${cy},2))/(2*pow(W*${spread},2)))`;
const RECIPES = {
  // Two soft lights in a dark room, as behind a podcast's microphone.
  'studio-glow': `geq=r='18+70*${glow(0.28, 0.3, 0.22)}+30*${glow(0.8, 0.75, 0.3)}':g='16+40*${glow(0.28, 0.3, 0.22)}+45*${glow(0.8, 0.75, 0.3)}':b='30+30*${glow(0.28, 0.3, 0.22)}+80*${glow(0.8, 0.75, 0.3)}'`,
  // Rings spreading from below the centre, fading with distance: sound, drawn plainly.
  ripples: `geq=r='14+10*(1+sin(hypot(X-W/2,Y-H*0.6)/28))*exp(-hypot(X-W/2,Y-H*0.6)/(W*0.5))':g='40+26*(1+sin(hypot(X-W/2,Y-H*0.6)/28))*exp(-hypot(X-W/2,Y-H*0.6)/(W*0.5))':b='52+30*(1+sin(hypot(X-W/2,Y-H*0.6)/28))*exp(-hypot(X-W/2,Y-H*0.6)/(W*0.5))'`,
  // An evening sky, purple to dim orange, with a little film grain (kept light: grain costs bytes).
  'dusk-grain': `geq=r='40+110*pow(Y/H,1.6)':g='22+40*pow(Y/H,2)':b='70-30*Y/H',noise=alls=7:allf=u`,
};

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

fs.mkdirSync(path.join(dir, 'previews'), { recursive: true });
for (const background of BACKGROUNDS) {
  if (background.kind !== 'image') continue;
  const recipe = RECIPES[background.id];
  if (!recipe) throw new Error(`no recipe for the image background ${background.id}`);
  const out = path.join(dir, background.file);
  // -q:v 4: the pictures are soft, so JPEG at this quality shows no blocks and stays well under 300 KB.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${SIZE}x${SIZE}:d=1:r=1,format=rgb24,${recipe}`,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    out,
  ]);
  console.log(`${path.relative(root, out)} ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
}
for (const background of BACKGROUNDS) {
  const { args, filter } = backgroundInput(background, PREVIEW, PREVIEW);
  const out = path.join(dir, 'previews', `${background.id}.png`);
  ffmpeg([...args, ...(filter ? ['-vf', filter] : []), '-frames:v', '1', out]);
  console.log(`${path.relative(root, out)} ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
}
