import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  PLAN_CATALOGUE,
  planOf,
  type PlanCode,
  type ProcessedData,
  type Snippet,
  type Speaker,
} from '@scriptloom/contracts';
import { schema, transcriptColumns, writeWholeDocument } from '@scriptloom/db';
import { formatTimestamp, syntheticTranscript } from '@scriptloom/transcript';
import { bearer, createTestApp, signUpVerified, type TestApp } from './test-app.js';

export interface SeedDoc {
  snippets: Snippet[];
  speakers: Speaker[];
  processed_data?: Partial<ProcessedData>;
}

export const processedData = (speakers: Speaker[], extra: Partial<ProcessedData> = {}): ProcessedData => ({
  abstract: null,
  headline: null,
  insights: [],
  keywords: [],
  speakers,
  entities: {},
  duration: 600,
  qa_research: null,
  ...extra,
});

/**
 * A processed file with a transcript, written straight into the database: editing needs neither
 * media nor the pipeline. `doc: null` leaves the file without a transcript (still processing).
 */
export async function seedFile(t: TestApp, email: string, doc: SeedDoc | null): Promise<string> {
  const db = t.runtime.database.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const id = randomUUID();
  await db.insert(schema.files).values({
    id,
    user_id: user!.id,
    title: 'Seeded',
    file_name: 'seeded.mp3',
    file_type: 'audio',
    format_name: 'mp3',
    size_bytes: 1000,
    duration_sec: 600,
    original_key: `users/${user!.id}/files/${id}/original.mp3`,
    status: doc ? 'processed' : 'processing',
    stage: doc ? 'processed' : 'paragraphs',
    progress: doc ? 100 : 80,
  });
  if (doc) {
    await writeWholeDocument(db, id, {
      snippets: doc.snippets,
      speakers: doc.speakers,
      processed_data: processedData(doc.speakers, doc.processed_data),
    });
  }
  return id;
}

/** The file's transcript row as readers see it, its paragraphs put together from their rows. */
export async function storedTranscript(t: TestApp, fileId: string) {
  const db = t.runtime.database.db;
  const [row] = await db
    .select({ ...transcriptColumns, paragraphs: schema.transcripts.paragraphs })
    .from(schema.transcripts)
    .where(eq(schema.transcripts.file_id, fileId));
  return row!;
}

export async function storedFile(t: TestApp, fileId: string) {
  const db = t.runtime.database.db;
  const [row] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
  return row!;
}

/** A small hand-made document: paragraphs of the given texts, 0.5 s a word, ids p0, p1, ... */
export function smallDoc(paragraphs: { speaker: string; text: string }[]): SeedDoc {
  let time = 0;
  const snippets = paragraphs.map(({ speaker, text }, i): Snippet => {
    const words = text.split(' ').map((w) => {
      const word = { text: w, start: time, end: time + 0.4, confidence: 0.9, is_removed: false };
      time += 0.5;
      return word;
    });
    const start = words[0]!.start;
    const end = words.at(-1)!.end;
    return {
      id: `p${i}`,
      start,
      start_timestamp: formatTimestamp(start),
      end,
      end_timestamp: formatTimestamp(end),
      speaker,
      words,
      comments: [],
    };
  });
  const speakers = [...new Set(paragraphs.map((p) => p.speaker))].map((name) => ({ name }));
  return { snippets, speakers };
}

export const syntheticDoc = (words: number, seed = 1): SeedDoc => syntheticTranscript({ words, seed });

/** A signed-in user and a request helper that sends their token. */
export async function editorUser(t: TestApp) {
  const { email, token } = await signUpVerified(t);
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = bearer(token),
  ) =>
    t.request({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return { email, token, call };
}

export type EditorUser = Awaited<ReturnType<typeof editorUser>>;

/**
 * Puts an account on `plan` with that plan's transcription minutes, as a paid period starts
 * (docs/product.md#billing), for tests of what the plan includes: written content (articles, show
 * notes, posts, captions) needs Hobbyist or more (docs/product.md#plans-and-limits).
 */
export async function onPlan(t: TestApp, email: string, plan: PlanCode): Promise<void> {
  const entry = PLAN_CATALOGUE.find((p) => p.id === planOf(plan).family)!;
  await t.runtime.database.db
    .update(schema.users)
    .set({ plan, transcript_total: entry.minutes })
    .where(eq(schema.users.email, email));
}

/**
 * What most editor, insights and export test files start from: the app on a fresh database and
 * signed-in users (`owner`, and `other` for the access checks), made in their `beforeAll`. With
 * `plan` both are on that plan, else on Flexi Free as every new account.
 */
export async function editorSuite(overrides: Parameters<typeof createTestApp>[0] = {}, plan?: PlanCode) {
  const t = await createTestApp(overrides);
  const [owner, other] = await Promise.all([editorUser(t), editorUser(t)]);
  if (plan) for (const user of [owner, other]) await onPlan(t, user.email, plan);
  return { t, owner, other };
}
