/**
 * `npx tsx scripts/bench/bench-versions.ts`: what the version history (docs/product.md#version-history)
 * adds to a transcript save on the embedded database, for a generated 25,000-word document (about
 * three hours of speech). Times the repository's save (`updateVersioned`) in each way it records a
 * snapshot, against the same transaction without one, and the history's size once it is full.
 * Options: --words=N (default 25000), --runs=N (default 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { VERSION_HISTORY, type Snippet, type TranscriptSaveKind } from '@scriptloom/contracts';
import {
  openDatabase,
  schema,
  transcriptsRepo,
  type Caller,
  type Database,
  type HistoryEntry,
  type DocumentWrite,
  type StoredDocument,
  writeWholeDocument,
} from '@scriptloom/db';
import { syntheticTranscript } from '@scriptloom/transcript';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const words = Number(args.get('words') ?? 25_000);
const runs = Number(args.get('runs') ?? 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-versions-'));
const database: Database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;
const repo = transcriptsRepo(db);

const [user] = await db
  .insert(schema.users)
  .values({ email: `bench.versions.${Date.now()}@example.test`, password_hash: 'x' })
  .returning({ id: schema.users.id });
const caller: Caller = { userId: user!.id, orgId: null, orgRole: null };
const doc = syntheticTranscript({ words, seed: 5 });
console.log(`document: ${words} words, ${(JSON.stringify(doc.snippets).length / 1e6).toFixed(2)} MB of JSON`);

async function seedFile(): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(schema.files).values({
    id,
    user_id: caller.userId,
    title: 'Bench',
    file_name: 'bench.mp3',
    file_type: 'audio',
    format_name: 'mp3',
    size_bytes: 1,
    duration_sec: doc.snippets.at(-1)!.end,
    original_key: `bench/${id}`,
    status: 'processed',
    stage: 'processed',
  });
  await writeWholeDocument(db, id, {
    snippets: doc.snippets,
    speakers: doc.speakers,
    processed_data: { abstract: 'A summary.', insights: [], keywords: ['bench'], entities: {}, speakers: doc.speakers },
  });
  return id;
}

/** Paragraph `round` of the stored document with its first word changed: a typical autosave. */
async function edited(stored: StoredDocument, round: number): Promise<DocumentWrite> {
  const i = (round + stored.paragraphCount) % stored.paragraphCount;
  const [s] = await stored.paragraphsAt([i]);
  const changed: Snippet = { ...s!, words: s!.words.with(0, { ...s!.words[0]!, text: `${s!.words[0]!.text}x` }) };
  return { changes: [{ at: i, remove: 1, insert: [changed] }] };
}

const entry = (kind: TranscriptSaveKind, coalesce: boolean): HistoryEntry => ({
  kind,
  keep: VERSION_HISTORY.keep,
  coalesceWithinMs: coalesce ? VERSION_HISTORY.coalesceMinutes * 60_000 : null,
});

async function currentVersion(id: string): Promise<number> {
  const [row] = await db
    .select({ version: schema.transcripts.version })
    .from(schema.transcripts)
    .where(eq(schema.transcripts.file_id, id));
  return row!.version;
}

/**
 * Wall time, and this process's CPU time: PGlite runs on this thread, so the CPU time is the work
 * itself, while wall time also counts waiting for a core on a busy machine.
 */
interface Took {
  wall: number;
  cpu: number;
}
function stopwatch(): () => Took {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
}

/** One save through the repository, as every editor route makes it. */
async function timedSave(id: string, round: number, history: HistoryEntry): Promise<Took> {
  const version = await currentVersion(id);
  const stop = stopwatch();
  const out = await repo.updateVersioned(id, caller, version, (stored) => edited(stored, round), { history });
  const took = stop();
  if (out.status !== 'updated') throw new Error(`save did not write: ${out.status}`);
  return took;
}

/** The same save without the history: a history that keeps no version and never coalesces. */
async function timedPlainSave(id: string, round: number): Promise<Took> {
  return timedSave(id, round, { kind: 'edit', keep: 0, coalesceWithinMs: null });
}

const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const median = (v: number[]) => sorted(v)[Math.floor(v.length / 2)]!;
const p90 = (v: number[]) => sorted(v)[Math.ceil(v.length * 0.9) - 1]!;
const report = (label: string, took: Took[]) => {
  const wall = took.map((t) => t.wall);
  const cpu = took.map((t) => t.cpu);
  console.log(
    `${label.padEnd(56)} wall: median ${median(wall).toFixed(1).padStart(6)} ms, p90 ${p90(wall).toFixed(1).padStart(6)} ms;` +
      ` cpu: median ${median(cpu).toFixed(1).padStart(6)} ms`,
  );
};

const plainFile = await seedFile();
const coalesceFile = await seedFile();
const stepFile = await seedFile();
const ways = {
  plain: (r: number) => timedPlainSave(plainFile, r),
  coalesced: (r: number) => timedSave(coalesceFile, r, entry('edit', true)),
  step: (r: number) => timedSave(stepFile, r, entry('speakers', false)),
  first: async () => timedSave(await seedFile(), 0, entry('edit', true)),
};
const times: Record<keyof typeof ways, Took[]> = { plain: [], coalesced: [], step: [], first: [] };
// Warm-up (caches, plans, the first TOAST pages), then the ways take turns round by round, so a
// machine whose load changes meanwhile weighs on each of them alike. The history is filled first,
// so every new version also deletes the oldest.
for (const way of Object.values(ways)) await way(-1);
for (let r = 0; r < VERSION_HISTORY.keep; r++) await ways.step(r);
for (let round = 0; round < runs; round++) {
  for (const [name, way] of Object.entries(ways)) times[name as keyof typeof ways].push(await way(round));
}
report('save with a history that keeps no versions', times.plain);
report('save into the newest version (autosave, same person)', times.coalesced);
report(`save as a new version (${VERSION_HISTORY.keep} kept: the oldest deleted)`, times.step);
report('first save of a file (keeps the original too)', times.first);
const extra = (took: Took[]) => {
  const by = (key: keyof Took, v: Took[]) => median(v.map((t) => t[key]));
  const more = (key: keyof Took) => (by(key, took) - by(key, times.plain)).toFixed(1);
  return `${more('wall')} ms wall, ${more('cpu')} ms cpu`;
};

/** drizzle's execute answers `{rows}` on both drivers; its type does not say so. */
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const [size] = await rowsOf<{ bytes: string; rows: string }>(sql`
  select pg_total_relation_size('transcript_versions')::bigint as bytes,
         (select count(*) from transcript_versions where file_id = ${stepFile}) as rows`);
const [docSize] = await rowsOf<{ bytes: string }>(
  sql`select sum(pg_column_size(body))::bigint as bytes from transcript_paragraphs p
      join transcripts t on t.file_id = p.file_id and p.key = any(t.paragraphs) where t.file_id = ${stepFile}`,
);
const [paragraphRows] = await rowsOf<{ bytes: string }>(
  sql`select pg_total_relation_size('transcript_paragraphs')::bigint as bytes`,
);
console.log(
  `\nextra time per save (median): autosave ${extra(times.coalesced)}, new version ${extra(times.step)}, ` +
    `first save ${extra(times.first)}`,
);
console.log(
  `stored size of one document (compressed): ${(Number(docSize!.bytes) / 1e6).toFixed(2)} MB; ` +
    `the whole history table now: ${(Number(size!.bytes) / 1e6).toFixed(1)} MB (${size!.rows} versions of the last file, ` +
    `plus ${times.first.length * 2 + 1 + 2} of the others), the paragraphs of every file and version ` +
    `${(Number(paragraphRows!.bytes) / 1e6).toFixed(1)} MB`,
);

await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
