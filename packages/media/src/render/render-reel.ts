import { assScript } from './ass-script.js';
import { REEL_LAYOUT } from './layout.js';
import { renderFont } from './render-fonts.js';
import type { ReelRenderInput, RenderResult } from './render-types.js';
import { runRender } from './run-render.js';

/**
 * A reel: the clip of a video, reframed to 9:16 with captions, title and speaker burned in.
 * `crop` fills the frame with the video's centre. `blur` shows the whole frame fitted to the width
 * over a blurred copy of itself that fills the frame; the copy is blurred at a quarter of the size
 * (sixteenth of the pixels) and scaled up, which looks the same and costs little.
 */
export function renderReel(input: ReelRenderInput): Promise<RenderResult> {
  const { width, height } = REEL_LAYOUT;
  const duration = Math.max(0, input.end - input.start);
  const cover = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}`;

  const graph = (ass: string) =>
    input.framing === 'crop'
      ? `[0:v:0]${cover(width, height)},setsar=1,format=yuv420p,${ass}[v]`
      : [
          `[0:v:0]split=2[front][back]`,
          // Darkened a little so the sharp picture and the white captions stand out from it.
          `[back]${cover(width / 4, height / 4)},boxblur=10:2,eq=brightness=-0.08,scale=${width}:${height},setsar=1[blurred]`,
          `[front]scale=${width}:${height}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[fitted]`,
          `[blurred][fitted]overlay=(W-w)/2:(H-h)/2:format=yuv420,format=yuv420p,${ass}[v]`,
        ].join(';');

  return runRender({
    inputs: ['-ss', input.start.toFixed(3), '-t', duration.toFixed(3), '-i', input.videoPath],
    graph,
    assScript: assScript({
      layout: REEL_LAYOUT,
      font: renderFont().family,
      duration,
      title: input.title,
      speaker: input.speaker,
      words: input.captions === false ? [] : input.words,
    }),
    audio: '0:a:0',
    duration,
    width,
    height,
    outputPath: input.outputPath,
    audioOutputPath: input.audioOutputPath,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}
