import { assScript } from './ass-script.js';
import { backgroundInput } from './background-input.js';
import { backgroundById, BACKGROUNDS, DEFAULT_BACKGROUND_ID, type CatalogueBackground } from './backgrounds.js';
import { audiogramLayout } from './layout.js';
import { renderFont } from './render-fonts.js';
import type { AudiogramRenderInput, RenderResult } from './render-types.js';
import { runRender } from './run-render.js';

// Speech needs no more: 25 fps keeps the waveform smooth and the encoder's work at its lowest.
const FPS = 25;

/**
 * An audiogram: the clip's audio over a background, with its waveform moving below word-by-word
 * captions, the title and the speaker's name. The background is made (or decoded) once and its
 * frame looped; the waveform is drawn at half size and scaled up, which costs a quarter of drawing
 * it full size and looks the same once scaled.
 */
export function renderAudiogram(input: AudiogramRenderInput): Promise<RenderResult> {
  const layout = audiogramLayout(input.shape);
  const { width, height } = layout;
  const duration = Math.max(0, input.end - input.start);
  const background = catalogueEntry(input.background.id);
  const bg = backgroundInput(background, width, height);
  const wave = layout.waveform!;
  const even = (n: number) => Math.max(2, Math.round(n / 4) * 2);

  // The looped frame is numbered in the output's time base (its source's may be whole seconds);
  // sqrt amplitude makes quiet speech move the waveform visibly.
  const graph = (ass: string) =>
    [
      `[0:v]${bg.filter ? `${bg.filter},` : ''}format=yuv420p,loop=loop=-1:size=1:start=0,settb=1/${FPS},setpts=N[bg]`,
      `[1:a:0]aformat=channel_layouts=mono,showwaves=s=${even(wave.width)}x${even(wave.height)}:mode=cline:scale=sqrt:rate=${FPS}:colors=white,scale=${wave.width}:${wave.height}[wave]`,
      `[bg][wave]overlay=${wave.x}:${wave.y}:format=yuv420[base]`,
      `[base]${ass}[v]`,
    ].join(';');

  return runRender({
    inputs: [...bg.args, '-ss', input.start.toFixed(3), '-t', duration.toFixed(3), '-vn', '-i', input.audioPath],
    graph,
    assScript: assScript({
      layout,
      font: renderFont().family,
      duration,
      title: input.title,
      speaker: input.speaker,
      words: input.captions === false ? [] : input.words,
    }),
    audio: '1:a:0',
    frameRate: FPS,
    duration,
    width,
    height,
    outputPath: input.outputPath,
    audioOutputPath: input.audioOutputPath,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/**
 * The catalogue's entry for the clip's background. An id the catalogue no longer has (a clip
 * retried after a release dropped its background) renders on the default rather than failing.
 */
function catalogueEntry(id: string): CatalogueBackground {
  return backgroundById(id) ?? backgroundById(DEFAULT_BACKGROUND_ID) ?? BACKGROUNDS[0]!;
}
