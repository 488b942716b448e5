export * from './types.js';
export { tiedCommand } from './tied-command.js';
export { probeMedia } from './probe-media.js';
export { measureAudioDuration } from './measure-audio-duration.js';
export { normaliseMedia, toRecognitionWav, toPlaybackAudio } from './normalise-media.js';
export type { ConvertOptions, NormaliseOptions } from './normalise-media.js';
export { computePeaks, computeWaveform } from './compute-peaks.js';
export { detectSilences } from './detect-silences.js';
export type { SilenceOptions } from './detect-silences.js';
export { findFillerSounds, FILLER_SOUND_DEFAULTS } from './find-filler-sounds.js';
export type { FillerSound, FillerSoundOptions, HeardWord } from './find-filler-sounds.js';
export { findFillerSoundsInWav } from './find-filler-sounds-in-wav.js';
export { planChunks } from './plan-chunks.js';
export type { ChunkPlanOptions } from './plan-chunks.js';
export { readWavInfo } from './read-wav-info.js';
export { parseWavHeader } from './wav-header.js';
export type { WavInfo, WavHeaderIncomplete } from './wav-header.js';
export { writeWavSegment, wavHeader } from './write-wav-segment.js';
export { renderAudiogram } from './render/render-audiogram.js';
export { renderReel } from './render/render-reel.js';
export { renderEdit, editFilterGraph, segmentsOf, videoWindows } from './render/render-edit.js';
export type { EditRenderFormat, EditRenderInput, EditGraphOptions, LoudnessTarget } from './render/render-edit.js';
export type * from './render/render-types.js';
export {
  BACKGROUNDS,
  DEFAULT_BACKGROUND_ID,
  backgroundById,
  backgroundAssetPath,
  backgroundPreviewPath,
} from './render/backgrounds.js';
export type {
  CatalogueBackground,
  ColourBackground,
  GradientBackground,
  ImageBackground,
} from './render/backgrounds.js';
