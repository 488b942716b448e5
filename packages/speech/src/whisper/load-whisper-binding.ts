import { createRequire } from 'node:module';
import { SpeechError } from '../speech-error.js';
import type { WhisperSegment } from './map-whisper-segments.js';

/** The part of @fugood/whisper.node's native WhisperContext this engine uses. */
export interface WhisperContextHandle {
  transcribeFile(
    path: string,
    options: {
      language?: string;
      maxThreads?: number;
      tokenTimestamps?: boolean;
      maxLen?: number;
      /** Text the decoder is primed with (whisper.cpp's initial prompt). */
      prompt?: string;
      onProgress?: (percent: number) => void;
    },
  ): { stop: () => Promise<void>; promise: Promise<{ segments: WhisperSegment[]; isAborted: boolean }> };
  release(): Promise<void>;
}

export interface WhisperBinding {
  WhisperContext: new (options: { filePath: string; useGpu?: boolean }) => WhisperContextHandle;
}

const MISSING =
  'The whisper engine needs the @fugood/whisper.node package: install its native part for this machine with ' +
  '`npm i -w @scriptloom/speech @fugood/node-whisper-linux-x64` (the GPU variants are not needed).';

/**
 * Loads whisper.cpp's Node binding. We depend on the platform package (@fugood/node-whisper-
 * linux-x64, 3 MB, no install script) rather than @fugood/whisper.node itself, whose optional
 * dependencies would also install the 190 MB CUDA and 54 MB Vulkan builds; the wrapper is a thin
 * loader around exactly this. The wrapper is still used when it is what is installed.
 */
export async function loadWhisperBinding(): Promise<WhisperBinding> {
  const require = createRequire(import.meta.url);
  try {
    // A .node addon: ESM import() cannot load it, require can.
    return require(`@fugood/node-whisper-${process.platform}-${process.arch}`) as WhisperBinding;
  } catch {
    // fall through to the wrapper package
  }
  try {
    const wrapper = (await import('@fugood/whisper.node' as string)) as {
      loadWhisperModule: () => Promise<WhisperBinding>;
    };
    return await wrapper.loadWhisperModule();
  } catch {
    throw new SpeechError('ENGINE_MISSING', MISSING);
  }
}
