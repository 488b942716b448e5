import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  INSIGHT_KINDS,
  type InsightKind,
  type InsightsResponse,
  type Snippet,
  type Speaker,
} from '@scriptloom/contracts';
import { insertQueued, schema, writeWholeDocument } from '@scriptloom/db';
import type { InsightContext, InsightsEngine } from '@scriptloom/insights';
import { generateInsights } from '../../src/services/insights/generate.js';
import { enqueueInsights } from '../../src/queue/pipeline-definitions.js';
import { WORKER_ID } from '../../src/lib/worker-id.js';
import { processedData } from './editor-seed.js';
import type { TestApp } from './test-app.js';

/** Real recogniser output (sphinx, two speakers) of fixtures/podcast-2spk.mp3. */
export interface PodcastFixture {
  title: string;
  duration: number;
  snippets: Snippet[];
}

export const podcast: PodcastFixture = JSON.parse(
  fs.readFileSync(
    new URL('../../../../packages/insights/test/fixtures/podcast-2spk.snippets.json', import.meta.url),
    'utf8',
  ),
);

/**
 * A processed file of `email` with the podcast's transcript, written straight into the database as
 * the pipeline's last stage leaves it: no insights yet, and (unless `queued` is empty) a queued run
 * for each kind.
 */
export async function seedPodcast(
  t: TestApp,
  email: string,
  options: { queued?: readonly InsightKind[]; snippets?: Snippet[] } = {},
): Promise<string> {
  const db = t.runtime.database.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const id = randomUUID();
  const snippets = options.snippets ?? podcast.snippets;
  const speakers: Speaker[] = [...new Set(snippets.map((s) => s.speaker))].map((name) => ({ name }));
  await db.transaction(async (tx) => {
    await tx.insert(schema.files).values({
      id,
      user_id: user!.id,
      title: podcast.title,
      file_name: 'podcast-2spk.mp3',
      file_type: 'audio',
      format_name: 'mp3',
      size_bytes: 1_000_000,
      duration_sec: podcast.duration,
      original_key: `users/${user!.id}/files/${id}/original.mp3`,
      status: 'processed',
      stage: 'processed',
      progress: 100,
    });
    await writeWholeDocument(tx, id, {
      snippets: snippets,
      speakers: speakers,
      processed_data: processedData(speakers, { duration: podcast.duration }),
    });
    await insertQueued(tx, id, options.queued ?? INSIGHT_KINDS);
  });
  return id;
}

/** Puts `engine` in place of the configured one; returns the function that puts it back. */
export function useEngine(t: TestApp, engine: InsightsEngine): () => void {
  const ctx = t.runtime.ctx;
  const original = ctx.insights;
  ctx.insights = () => engine;
  return () => {
    ctx.insights = original;
  };
}

/** The job's handler, called directly (no queue, no retry delay). */
export const runInsights = (t: TestApp, fileId: string, kinds: readonly InsightKind[], isLastAttempt = false) =>
  generateInsights(t.runtime.ctx, WORKER_ID, fileId, kinds, { isLastAttempt });

/** Queues the job through the real queue, as the pipeline's last stage does. */
export const queueInsights = (t: TestApp, fileId: string, kinds: readonly InsightKind[] = INSIGHT_KINDS) =>
  enqueueInsights(t.runtime.ctx, fileId, kinds);

type Call = (method: 'GET', url: string) => Promise<{ statusCode: number; body: string; json(): unknown }>;

/** Polls GET /up/insights until `done` holds (default: no run queued or processing). */
export async function waitForInsights(
  call: Call,
  fileId: string,
  done: (r: InsightsResponse) => boolean = (r) =>
    r.runs.every((run) => run.status === 'processed' || run.status === 'failed'),
  timeoutMs = 25_000,
): Promise<InsightsResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/api/up/insights/${fileId}`);
    if (res.statusCode !== 200) throw new Error(`GET insights: ${res.statusCode} ${res.body}`);
    const body = res.json() as InsightsResponse;
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`insights not settled in time: ${JSON.stringify(body.runs)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A gate a test engine waits on, so a test can look at a run while it is being written. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { open, opened, reached, enter: () => entered() };
}

/**
 * `base` with some kinds (or the article) replaced: each override is called instead of the engine
 * for its kind. `spy` sees every generate call's kind and context.
 */
export function engineWith(
  base: InsightsEngine,
  overrides: Partial<Record<InsightKind | 'article', () => Promise<unknown>>>,
  spy: (kind: InsightKind, context: InsightContext) => void = () => {},
): InsightsEngine {
  return {
    name: base.name,
    generate: ((kind: InsightKind, source, context, options) => {
      spy(kind, context);
      const override = overrides[kind];
      return override ? override() : base.generate(kind, source, context, options);
    }) as InsightsEngine['generate'],
    article: ((source, context, request, options) => {
      const override = overrides.article;
      return override ? override() : base.article(source, context, request, options);
    }) as InsightsEngine['article'],
  };
}

/** Lower-case letters and digits of each word: how quote text is compared with the words said. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);

/**
 * Where a quote is said: its start and end are a word's start and a word's end, and its words are
 * the words said in between, in order (struck words aside).
 */
export function quoteMatchesWords(
  quote: { text: string; start: number; end: number },
  snippets: Snippet[],
): string | null {
  const words = snippets.flatMap((s) => s.words).filter((w) => !w.is_removed);
  const first = words.findIndex((w) => Math.abs(w.start - quote.start) < 0.011);
  if (first < 0) return `no word starts at ${quote.start}`;
  const lastIndex = words.findIndex((w, i) => i >= first && Math.abs(w.end - quote.end) < 0.011);
  if (lastIndex < 0) return `no word ends at ${quote.end}`;
  const said = words.slice(first, lastIndex + 1).flatMap((w) => tokens(w.text));
  const quoted = tokens(quote.text);
  if (quoted.length === 0) return 'empty quote';
  let at = 0;
  for (const token of quoted) {
    while (at < said.length && said[at] !== token) at++;
    if (at === said.length) return `"${token}" is not said between ${quote.start} and ${quote.end}`;
    at++;
  }
  return null;
}
