import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InsightMade, InsightPatch, TranscriptDoc } from '@scriptloom/db';
import { PODCAST, PROCESSED_SEEDS, type SeedName } from '../support/recordings.js';

/**
 * What the pipeline wrote for one recording, recorded from a real run by capture-seeds.ts: the
 * last stage's transcript document and estimated accuracy, and each insight kind's result as its
 * job stored it. Seeding writes the same things through the same repository calls.
 */
export interface ProcessedSeed {
  /** The recording it was made from: the test podcast's hash, and how much of it. */
  source: { sha256: string; seconds: number | null };
  /** The upload as the browser tests made it (name and form fields). */
  upload: { fileName: string; fields: Record<string, string> };
  /** The engines that made it, as configured for the run. */
  engines: { speech: string; insights: string };
  /** The length ffprobe measured at ingest, which the document's processed data repeats. */
  durationSec: number;
  /** What the paragraphs stage passed to `filesRepo.complete`. */
  transcript: TranscriptDoc;
  estimatedAccuracy: number | null;
  insightKinds: readonly string[];
  /** What each insight kind's job passed to `insightsRepo.finish`, in the order it wrote them. */
  insights: { kind: string; engine: string; patch: InsightPatch; made: InsightMade }[];
}

export const seedPath = (name: SeedName) =>
  fileURLToPath(new URL(`../fixtures/processed/${name}.json`, import.meta.url));

export const podcastHash = () => createHash('sha256').update(fs.readFileSync(PODCAST)).digest('hex');

const REMAKE = 'remake the seeds with `npm run e2e:seeds`';

/** The seed, refused when the recording it was made from is not the one in fixtures/ now. */
export function readSeed(name: SeedName): ProcessedSeed {
  const seed = JSON.parse(fs.readFileSync(seedPath(name), 'utf8')) as ProcessedSeed;
  if (seed.source.sha256 !== podcastHash() || seed.source.seconds !== PROCESSED_SEEDS[name].seconds) {
    throw new Error(`${name}: made from another recording than fixtures/podcast-2spk.mp3; ${REMAKE}`);
  }
  return seed;
}

export const staleSeed = (name: SeedName, what: string) => new Error(`${name}: ${what}; ${REMAKE}`);
