/**
 * `npm run bench:details`: the size and time of opening a long transcript (`GET /up/details/{id}`)
 * on a generated 25,000-word transcript (about three hours of speech) with its insights and
 * generated contents, on the embedded database (and a throwaway PostgreSQL server with
 * `--postgres`). Prints the answer's bytes raw and gzipped, the first open (the document not yet
 * kept by the server: its text is read from the database) and the median of later opens (kept), and
 * the same for the workflow page's answer (`GET /enterprise/workflow/{id}`) of the same file as a
 * workflow.
 * Options: --words=N (default 25000), --runs=N (default 15), --postgres.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { syntheticTranscript } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { buildApp } from '../../apps/server/src/app.js';
import { startTempPostgres } from '../lib/postgres.mjs';
import { seedEditorFile } from './seed-editor-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const wordCount = Number(args.get('words') ?? 25_000);
const runs = Number(args.get('runs') ?? 15);
const postgres = args.has('postgres');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-details-'));
const pg = postgres ? await startTempPostgres() : undefined;
const config = loadConfig({
  ...process.env,
  DATA_DIR: work,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  PORT: '0',
  ...(pg && { DATABASE_URL: pg.url }),
});
const runtime = await startRuntime(config);
const app = await buildApp(runtime.ctx, { databaseKind: runtime.database.kind });

/** Opens `url` `runs` times: the first open's time, the median of the others, and the answer's size. */
async function measure(url: string, token: string) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    body = res.body;
  }
  const raw = Buffer.byteLength(body);
  return { raw, gzip: gzipSync(body).length, firstMs: times[0]!, warmMs: median(times.slice(1)) };
}

try {
  const doc = syntheticTranscript({ words: wordCount, speakers: 3, seed: 7 });
  const hours = (doc.snippets.at(-1)?.end ?? 0) / 3600;
  const seeded = await seedEditorFile(runtime, doc, path.join(root, 'fixtures/podcast-2spk.mp3'));
  // Insights and contents of a typical run, so the answer carries what a processed file has.
  const at = (i: number) => doc.snippets[Math.floor((doc.snippets.length * i) / 12)]!;
  await runtime.database.db
    .update(schema.transcripts)
    .set({
      processed_data: {
        abstract: 'A long conversation about building products, hiring and the cost of growing too fast. '.repeat(4),
        headline: 'Building products without growing too fast',
        insights: Array.from({ length: 12 }, (_, i) => ({
          summary: `Chapter ${i + 1}: what the speakers discuss in this part of the episode, in a sentence or two.`,
          timestamp: at(i).start_timestamp,
        })),
        keywords: ['products', 'hiring', 'growth', 'teams', 'customers', 'pricing'],
        speakers: doc.speakers,
        entities: { PERSON: ['sarah'], ORG: ['microsoft'] },
        duration: doc.snippets.at(-1)?.end ?? 0,
        qa_research: null,
      },
      contents: {
        quotes: Array.from({ length: 8 }, (_, i) => ({
          text: at(i)
            .words.slice(0, 25)
            .map((w) => w.text)
            .join(' '),
          speaker: at(i).speaker,
          start: at(i).start,
          end: at(i).words[24]?.end ?? at(i).end,
          timestamp: at(i).start_timestamp,
        })),
        show_notes: 'In this episode:\n' + Array.from({ length: 12 }, (_, i) => `- Topic ${i + 1}`).join('\n'),
        tweet: Array.from({ length: 5 }, (_, i) => `Post ${i + 1} about the episode.`).join('\n\n'),
        caption: Array.from({ length: 5 }, (_, i) => `Caption ${i + 1} about the episode.`).join('\n\n'),
      },
    })
    .where(eq(schema.transcripts.file_id, seeded.fileId));
  console.log(
    `transcript: ${wordCount} words, ${doc.snippets.length} paragraphs, ${hours.toFixed(2)} h; ` +
      `database: ${runtime.database.kind}; cores: ${os.availableParallelism()}`,
  );
  const line = (label: string, m: NonNullable<Awaited<ReturnType<typeof measure>>>) =>
    console.log(
      `${label}: ${kb(m.raw)} raw, ${kb(m.gzip)} gzip; ` +
        `first open ${m.firstMs.toFixed(1)} ms, later opens ${m.warmMs.toFixed(1)} ms (median of ${runs})`,
    );
  line('GET /up/details', await measure(`/api/up/details/${seeded.fileId}`, seeded.token));

  // The same file as a workflow of an organisation its owner administers.
  const { db } = runtime.database;
  const orgId = randomUUID();
  await db.insert(schema.organisations).values({ id: orgId, name: 'Bench', slug: `bench-${orgId.slice(0, 8)}` });
  const [user] = await db
    .update(schema.users)
    .set({ org_id: orgId, org_role: 'admin' })
    .where(eq(schema.users.email, seeded.userInfo.email))
    .returning();
  await db.update(schema.files).set({ org_id: orgId }).where(eq(schema.files.id, seeded.fileId));
  const adminToken = await runtime.ctx.tokens.issue(user!);
  try {
    line('GET /enterprise/workflow/{id}', await measure(`/api/enterprise/workflow/${seeded.fileId}`, adminToken));
  } catch (err) {
    // A server before the workflow answer carried its transcript: reported, not fatal.
    console.log(`GET /enterprise/workflow/{id}: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`);
  }
} finally {
  await app.close();
  await runtime.close();
  await pg?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
