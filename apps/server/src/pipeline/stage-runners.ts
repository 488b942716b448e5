import fsp from 'node:fs/promises';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { FileRow, NewFile, TranscriptDoc } from '@scriptloom/db';
import { computeWaveform, normaliseMedia } from '@scriptloom/media';
import type { RecognizedWord } from '@scriptloom/speech';
import { emptyProcessedData, looksPunctuated, speakerName, withDetectedFillers } from '@scriptloom/transcript';
import type { ServiceContext } from '../services/context.js';
import { fileKeys } from '../storage/file-keys.js';
import type { Stage } from '../queue/stages.js';

export interface StageRun {
  ctx: ServiceContext;
  file: FileRow;
  /** A scratch directory for this run, removed afterwards. */
  workDir: string;
  /** Fraction 0-1 of this stage done. */
  report: (fraction: number) => void;
  signal: AbortSignal;
}

export interface StageOutcome {
  fields?: Partial<NewFile>;
  artifacts?: Record<string, unknown>;
  /** Only the last stage: the transcript document. */
  document?: TranscriptDoc;
}

interface WordsArtifact {
  words: RecognizedWord[];
  speakersFromEngine: boolean;
  /** Absent in artifacts stored before engines said it: then the words themselves tell. */
  punctuated?: boolean;
}

async function withLocal<T>(run: StageRun, key: string | null, fn: (p: string) => Promise<T>): Promise<T> {
  if (!key) throw new Error('an earlier stage did not store its output');
  const local = await run.ctx.storage.localPath(key);
  try {
    return await fn(local.path);
  } finally {
    await local.release();
  }
}

/**
 * One decode of the original: the 16 kHz mono WAV for recognition, an MP3 for the player, and from
 * one read of the WAV the player's peaks and the loudness envelope edits are cut by.
 */
async function normalise(run: StageRun): Promise<StageOutcome> {
  const { ctx, file, workDir } = run;
  const keys = fileKeys(file.user_id, file.id);
  const wavPath = path.join(workDir, 'audio-16k.wav');
  const playbackPath = path.join(workDir, 'playback.mp3');
  await withLocal(run, file.original_key, (input) =>
    normaliseMedia(input, {
      wavPath,
      playbackPath,
      durationSec: file.duration_sec,
      onProgress: (f) => run.report(f * 0.9),
      signal: run.signal,
    }),
  );
  const { peaks, energy } = await computeWaveform(wavPath, { peaksPerSecond: 20 });
  const peaksPath = path.join(workDir, 'peaks.json');
  const energyPath = path.join(workDir, 'energy.json');
  await fsp.writeFile(peaksPath, JSON.stringify(peaks));
  await fsp.writeFile(energyPath, JSON.stringify(energy));
  await ctx.storage.putFile(keys.wav, wavPath);
  await ctx.storage.putFile(keys.playback, playbackPath);
  await ctx.storage.putFile(keys.peaks, peaksPath);
  await ctx.storage.putFile(keys.energy, energyPath);
  return { fields: { wav_key: keys.wav, playback_key: keys.playback, peaks_key: keys.peaks } };
}

/** The filler search runs at well over a hundred times the audio's speed; this only stops a run gone wrong. */
const FILLER_SEARCH_TIME_LIMIT_MS = 10 * 60_000;

async function speechToText(run: StageRun): Promise<StageOutcome> {
  const { ctx, file } = run;
  // Reprocessing the speakers only (docs/product.md#workflows) stores the transcript's words in
  // place of a recognition: they are kept, and the stage moves on without running the engine.
  if (await ctx.repos.stageResults.artifact<WordsArtifact>(file.id, 'words')) return {};
  const engine = ctx.speech();
  const { result, words } = await withLocal(run, file.wav_key, async (wavPath) => {
    const result = await engine.transcribe(
      // Chunk WAVs go in this run's work folder, removed with it (and at start-up after a crash).
      {
        wavPath,
        durationSec: file.duration_sec,
        language: file.language ?? undefined,
        scratchDir: run.workDir,
        vocabulary: file.vocabulary,
      },
      { onProgress: run.report, signal: run.signal },
    );
    // pocketsphinx leaves most hesitations out or writes them as other words; the held voiced
    // sounds between its words are added as fillers (docs/speech-notes.md, "Fillers"). Measured on
    // pocketsphinx only: the other engines' words are kept as they come.
    if (engine.name !== 'sphinx' || result.words.length === 0) return { result, words: result.words };
    const sounds = await ctx.cpu.run(
      'findFillerSoundsTask',
      { wavPath, spans: result.words.map((w) => ({ start: w.start, end: w.end })) },
      { lane: 'job', timeoutMs: FILLER_SEARCH_TIME_LIMIT_MS, signal: run.signal },
    );
    return { result, words: withDetectedFillers(result.words, sounds) };
  });
  // The engine worked around something (a vocabulary it could not fully use): the file is fine, an
  // operator should know.
  for (const warning of result.warnings ?? []) ctx.log.warn({ fileId: file.id }, `speech engine: ${warning}`);
  const artifact: WordsArtifact = {
    words,
    speakersFromEngine: result.speakersFromEngine,
    punctuated: result.punctuated,
  };
  return { artifacts: { words: artifact } };
}

/**
 * Diarization takes well under a hundredth of the audio's length (the 98 s test podcast: 0.2 to
 * 0.3 s); a limit of the audio's own length, at least ten minutes, only stops a run gone wrong.
 */
const diarizationTimeLimitMs = (durationSec: number) => Math.max(10 * 60_000, durationSec * 1000);
/** Paragraphs of a three-hour transcript take well under a second. */
const PARAGRAPHS_TIME_LIMIT_MS = 2 * 60_000;

async function diarization(run: StageRun): Promise<StageOutcome> {
  const { ctx, file } = run;
  const recognised = await ctx.repos.stageResults.artifact<WordsArtifact>(file.id, 'words');
  if (!recognised) throw new Error('the recognised words are missing');
  let labels: string[];
  if (recognised.speakersFromEngine) {
    // Engines that separate speakers keep their own labels.
    labels = recognised.words.map((w) => w.speaker ?? speakerName(0));
  } else if (recognised.words.length === 0) {
    labels = [];
  } else {
    // MFCCs and clustering: up to a minute of CPU for a long file. On the pool, with progress sent back.
    const progress = new MessageChannel();
    progress.port1.on('message', (fraction: number) => run.report(fraction));
    try {
      labels = await withLocal(run, file.wav_key, (wavPath) =>
        ctx.cpu.run(
          'diarizeWords',
          {
            wavPath,
            speakerCount: file.speakers_hint ?? undefined,
            spans: recognised.words.map((w) => ({ start: w.start, end: w.end })),
            progress: progress.port2,
          },
          {
            lane: 'job',
            timeoutMs: diarizationTimeLimitMs(file.duration_sec),
            signal: run.signal,
            transferList: [progress.port2],
          },
        ),
      );
    } finally {
      progress.port1.close();
    }
  }
  return { artifacts: { speaker_labels: labels } };
}

async function paragraphs(run: StageRun): Promise<StageOutcome> {
  const { ctx, file } = run;
  const recognised = await ctx.repos.stageResults.artifact<WordsArtifact>(file.id, 'words');
  const labels = await ctx.repos.stageResults.artifact<string[]>(file.id, 'speaker_labels');
  if (!recognised || !labels) throw new Error('the words or speaker labels are missing');
  const words = recognised.words.map((w, i) => ({ ...w, speaker: labels[i] ?? speakerName(0) }));
  const punctuated = recognised.punctuated ?? looksPunctuated(recognised.words);
  const input = { words, vocabulary: file.vocabulary, punctuated, profanity: file.profanity_filter };
  const snippets = await ctx.cpu.run('buildParagraphs', input, {
    lane: 'job',
    timeoutMs: PARAGRAPHS_TIME_LIMIT_MS,
    signal: run.signal,
  });
  const speakers = [...new Set(snippets.map((s) => s.speaker))].map((name) => ({ name }));
  return {
    document: {
      snippets,
      speakers,
      processed_data: emptyProcessedData({ speakers, duration: file.duration_sec }),
    },
  };
}

export const STAGE_RUNNERS: Record<Stage, (run: StageRun) => Promise<StageOutcome>> = {
  normalise,
  speech_to_text: speechToText,
  diarization,
  paragraphs,
};
