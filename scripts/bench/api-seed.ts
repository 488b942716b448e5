import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedContents, ProcessedData, Snippet, Speaker } from '@scriptloom/contracts';
import * as thisDb from '@scriptloom/db';
import type { DatabaseOptions } from '@scriptloom/db';
import { prng, syntheticTranscript } from '@scriptloom/transcript';
import { fileKeys } from '../../apps/server/src/storage/file-keys.js';

/** What the load runs need to know about the seeded dashboard. */
export interface SeededDashboard {
  userId: string;
  email: string;
  tokenVersion: number;
  /** Processed files, newest first, with the text of their first paragraph (the save edits it). */
  files: { id: string; words: number; firstParagraph: string }[];
  totalWords: number;
}

export interface SeedOptions {
  files: number;
  /** The server's media directory (DATA_DIR/media): each processed file gets its waveform there. */
  mediaDir: string;
  /**
   * The database package to write with (its migrations and schema): another checkout's, when its
   * server is measured, so the database is the one that server was written for.
   */
  dbPackage?: typeof thisDb;
  /** Seed of the generator: the same options always give the same dashboard. */
  seed?: number;
  /** Every episode this long (default: 15 to 90 minutes each). */
  minutes?: number;
}

const textOf = (s: Snippet) => s.words.map((w) => w.text).join(' ');
const sentence = (words: string[], from: number, count: number) => {
  const picked = words.slice(from, from + count).join(' ');
  return picked.charAt(0).toUpperCase() + picked.slice(1) + '.';
};

/**
 * processed_data and contents of the size the insights engine writes for an episode: a headline, an
 * abstract of a paragraph, a chapter every six minutes or so, keywords, entities, quotes, show notes,
 * tweets and captions. Taken from the transcript's own words so it compresses like the real thing.
 */
function insightsFor(snippets: Snippet[], speakers: Speaker[], duration: number) {
  const words = snippets.flatMap((s) => s.words.map((w) => w.text));
  const chapterCount = Math.max(3, Math.round(duration / 360));
  const step = Math.max(1, Math.floor(snippets.length / chapterCount));
  const chapters = Array.from({ length: chapterCount }, (_, i) => {
    const at = snippets[Math.min(i * step, snippets.length - 1)]!;
    return {
      summary: sentence(
        at.words.map((w) => w.text),
        0,
        14,
      ),
      timestamp: at.start_timestamp,
    };
  });
  const unique = [...new Set(words)];
  const processed: ProcessedData = {
    headline: sentence(words, 40, 9),
    abstract: [0, 1, 2, 3, 4, 5].map((i) => sentence(words, 200 + i * 300, 22)).join(' '),
    insights: chapters,
    keywords: unique.slice(0, 15),
    speakers,
    entities: {
      PERSON: ['Sarah Jones', 'James Miller', 'Maria Lopez', 'David Chen', 'Emma Brown'],
      ORG: ['Microsoft', 'Google', 'Amazon', 'Acme Media'],
      LOC: ['London', 'Paris', 'Berlin', 'Tokyo'],
      DATE: ['Monday', 'Friday', 'last year'],
      PRODUCT: ['Scriptloom'],
    },
    duration,
    qa_research: null,
  };
  const quotes = [3, 9, 15, 21, 27].map((i) => {
    const s = snippets[Math.min(i, snippets.length - 1)]!;
    return {
      text: sentence(textOf(s).split(' '), 0, 25),
      speaker: s.speaker,
      start: s.start,
      end: s.end,
      timestamp: s.start_timestamp,
    };
  });
  const contents: GeneratedContents = {
    quotes,
    show_notes: [
      processed.headline,
      processed.abstract,
      'Chapters',
      ...chapters.map((c) => `${c.timestamp} ${c.summary}`),
      'Keywords: ' + processed.keywords.join(', '),
    ].join('\n\n'),
    tweet: quotes.map((q) => `"${q.text}" (${q.speaker})`).join('\n\n'),
    caption: quotes.map((q) => q.text).join('\n\n'),
  };
  return { processed, contents };
}

/** A waveform as the pipeline stores it: 20 peaks a second (a 1 h episode: 72,000 values). */
function writePeaks(file: string, duration: number, random: () => number) {
  const values = Array.from({ length: Math.ceil(duration * 20) }, () => Math.round(random() * 1000) / 1000);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ peaks_per_second: 20, values }));
}

/**
 * One user's dashboard written straight to a fresh database (the pipeline has its own benchmark):
 * `files` processed episodes of 15 to 90 minutes (about 150 words a minute, so a 1 h episode is
 * about 10k words) with their transcripts, insights, contents and waveforms, plus a few failed
 * uploads. The server process is started on the database afterwards.
 */
export async function seedDashboard(database: DatabaseOptions, options: SeedOptions): Promise<SeededDashboard> {
  const random = prng(options.seed ?? 11);
  const { openDatabase, schema, writeWholeDocument } = options.dbPackage ?? thisDb;
  const opened = await openDatabase(database);
  try {
    await opened.migrate();
    const { db } = opened;
    const email = `bench.api.${Date.now()}@example.test`;
    const [user] = await db
      .insert(schema.users)
      .values({
        email,
        password_hash: 'not-a-hash: the bench signs its own token',
        first_name: 'Bench',
        last_name: 'Dashboard',
        email_verified_at: new Date(),
        plan: 'professional_monthly',
        transcript_total: 1_000_000,
      })
      .returning();
    if (!user) throw new Error('could not create the bench user');

    const seeded: SeededDashboard['files'] = [];
    let totalWords = 0;
    const now = Date.now();
    for (let i = 0; i < options.files; i++) {
      const minutes = options.minutes ?? 15 + Math.floor(random() * 76);
      const words = minutes * 150;
      const doc = syntheticTranscript({ words, speakers: 2 + Math.floor(random() * 3), seed: 1000 + i });
      const duration = doc.snippets.at(-1)?.end ?? 0;
      const { processed, contents } = insightsFor(doc.snippets, doc.speakers, duration);
      const id = randomUUID();
      const keys = fileKeys(user.id, id, '.mp3');
      writePeaks(path.join(options.mediaDir, keys.peaks), duration, random);
      // One upload every ~1.5 days, newest last; the list sorts by date.
      const created = new Date(now - (options.files - i) * 36 * 3600_000);
      await db.insert(schema.files).values({
        id,
        user_id: user.id,
        title: `Episode ${i + 1}: ${processed.headline}`.slice(0, 120),
        file_name: `episode-${i + 1}.mp3`,
        file_type: i % 7 === 0 ? 'video' : 'audio',
        format_name: i % 7 === 0 ? 'mov,mp4,m4a,3gp,3g2,mj2' : 'mp3',
        size_bytes: Math.round(duration * 16_000),
        duration_sec: duration,
        original_key: keys.original,
        playback_key: keys.playback,
        wav_key: keys.wav,
        peaks_key: keys.peaks,
        status: 'processed',
        stage: 'processed',
        progress: 100,
        processed_at: created,
        created_at: created,
        updated_at: created,
      });
      await writeWholeDocument(
        db,
        id,
        { snippets: doc.snippets, speakers: doc.speakers, processed_data: processed },
        { contents, created_at: created, updated_at: created },
      );
      seeded.push({ id, words, firstParagraph: textOf(doc.snippets[0]!) });
      totalWords += words;
    }
    // A few uploads that failed: listed, never processed, no transcript.
    for (let i = 0; i < Math.ceil(options.files / 50); i++) {
      const id = randomUUID();
      await db.insert(schema.files).values({
        id,
        user_id: user.id,
        title: `Broken upload ${i + 1}`,
        file_name: `broken-${i + 1}.mp3`,
        file_type: 'audio',
        format_name: 'mp3',
        size_bytes: 1000,
        duration_sec: 60,
        original_key: fileKeys(user.id, id, '.mp3').original,
        status: 'failed',
        stage: 'failed',
        error: 'The audio could not be decoded.',
        created_at: new Date(now - i * 3600_000),
      });
    }
    return { userId: user.id, email, tokenVersion: user.token_version, files: seeded.reverse(), totalWords };
  } finally {
    await opened.close();
  }
}
