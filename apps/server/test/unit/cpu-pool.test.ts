import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignSpeakers, diarize } from '@scriptloom/speech';
import { speakerName, syntheticTranscript } from '@scriptloom/transcript';
import {
  concat,
  seededRandom,
  silence,
  speak,
  writeWav,
} from '../../../../packages/speech/test/fixtures/synthetic-speech.js';
import { createCpuPool, CpuTaskError, type CpuPool, type CpuRunOptions } from '../../src/workers/cpu-pool.js';

// Real threads running the real worker entry (through tsx, as under `npm start`).
const doc = syntheticTranscript({ words: 400, seed: 3 });
const words = doc.snippets.flatMap((s) => s.words.map((w) => ({ ...w, speaker: s.speaker })));

/** A replace-all whose catastrophic pattern runs until something stops it (its own limit is a minute). */
const slowSearch = (find = '(.*e){12}z', timeLimitMs = 60_000) => ({
  snippetsJson: JSON.stringify(doc.snippets),
  speakers: doc.speakers,
  summary: null,
  chapters: [],
  find,
  replace: 'x',
  caseSensitive: false,
  timeLimitMs,
});

const pools: CpuPool[] = [];
const pool = (threads = 1, maxQueued = 4, memoryMb = 256, maxQueuedPerUser = 4) => {
  const p = createCpuPool({ threads, maxQueued, maxQueuedPerUser, memoryMb });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The paragraphs task's input for words an engine gave already punctuated (kept as they are). */
const paragraphs = (list: typeof words) => ({ words: list, vocabulary: [], punctuated: true });
const request = (timeoutMs = 30_000, owner = 'ada'): CpuRunOptions => ({ lane: 'request', owner, timeoutMs });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the task to fail');
    },
    (err: unknown) => err,
  );

describe('CPU pool', () => {
  it('runs a task on a worker thread and answers its result', async () => {
    const cpu = pool();
    const snippets = await cpu.run('buildParagraphs', paragraphs(words), request());
    expect(snippets.flatMap((s) => s.words.map((w) => w.text))).toEqual(words.map((w) => w.text));
    expect(cpu.stats().threads).toBe(1);
  });

  it('stops a task that overruns its time limit by ending its thread, and goes on with the next', async () => {
    const cpu = pool();
    const started = performance.now();
    const err = await failureOf(cpu.run('replaceAllTask', slowSearch(), request(1500)));
    expect(err).toBeInstanceOf(CpuTaskError);
    expect(err).toMatchObject({
      reason: 'timeout',
      message: 'This took longer than the 2 s the server allows for it, so it was stopped.',
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await cpu.run('replaceAllTask', slowSearch('lion'), request())).toEqual({ status: 'no_match' });
  });

  it('refuses a request task at once when every thread is taken and the waiting line is full', async () => {
    const cpu = pool(1, 1);
    const running = cpu.run('replaceAllTask', slowSearch('(.*e){12}z', 3000), request());
    const waiting = cpu.run('replaceAllTask', slowSearch('lion'), request());
    const refused = await failureOf(cpu.run('replaceAllTask', slowSearch('lion'), request()));
    expect(refused).toBeInstanceOf(CpuTaskError);
    expect(refused).toMatchObject({
      reason: 'busy',
      message: 'The server is busy with other heavy work right now. Try again in a few seconds.',
    });
    expect(cpu.stats().request).toEqual({ running: 1, waiting: 1 });
    // The two admitted tasks finish as usual: the pattern hits its own limit, the other has no match.
    expect(await running).toEqual({ status: 'too_slow' });
    expect(await waiting).toEqual({ status: 'no_match' });
  });

  it("refuses one person's request beyond their share of the line, while another person's still waits its turn", async () => {
    const cpu = pool(1, 8, 256, 1);
    const running = cpu.run('replaceAllTask', slowSearch('(.*e){12}z', 3000), request());
    const waiting = cpu.run('replaceAllTask', slowSearch('lion'), request());
    const refused = await failureOf(cpu.run('replaceAllTask', slowSearch('lion'), request()));
    expect(refused).toBeInstanceOf(CpuTaskError);
    expect(refused).toMatchObject({
      reason: 'owner_busy',
      message:
        'You already have 2 exports, searches or other heavy requests in progress. Try again once they have finished.',
    });
    const other = cpu.run('replaceAllTask', slowSearch('lion'), request(30_000, 'grace'));
    expect(cpu.stats().request).toEqual({ running: 1, waiting: 2 });
    // The other person's task was sent last but runs before the first person's second.
    const order: string[] = [];
    await Promise.all([waiting.then(() => order.push('ada')), other.then(() => order.push('grace')), running]);
    expect(order).toEqual(['grace', 'ada']);
  });

  it('keeps request work moving while a long job task holds a thread', async () => {
    const cpu = pool(1, 0);
    const job = cpu.run('replaceAllTask', slowSearch('(.*e){12}z', 4000), { lane: 'job', timeoutMs: 30_000 });
    // A job task never waits on request slots, and a request never waits behind a job.
    await new Promise((r) => setTimeout(r, 200));
    expect(await cpu.run('buildParagraphs', paragraphs(words.slice(0, 10)), request())).toHaveLength(1);
    expect(cpu.stats().job.running).toBe(1);
    expect(await job).toEqual({ status: 'too_slow' });
  });

  it.runIf(process.platform === 'linux')('runs job work on threads that yield the CPU, request work not', async () => {
    // Nice value of each thread of this process (/proc/self/task/<tid>/stat, field 19).
    const niceValues = () =>
      readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
    const cpu = pool(1, 1);
    const before = niceValues().filter((n) => n === 10).length;
    const onRequest = cpu.run('replaceAllTask', slowSearch('(.*e){12}z', 3000), request());
    const onJob = cpu.run('replaceAllTask', slowSearch('(.*e){12}z', 3000), { lane: 'job', timeoutMs: 30_000 });
    await vi.waitFor(() => expect(cpu.stats().threads).toBe(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(niceValues().filter((n) => n === 10).length).toBe(before + 1), { timeout: 10_000 });
    expect(await Promise.all([onRequest, onJob])).toEqual([{ status: 'too_slow' }, { status: 'too_slow' }]);
  });

  it('lets job tasks wait for a thread however many there are', async () => {
    const cpu = pool(1, 0);
    const jobs = Array.from({ length: 4 }, () =>
      cpu.run('buildParagraphs', paragraphs(words.slice(0, 10)), { lane: 'job', timeoutMs: 30_000 }),
    );
    expect(cpu.stats().job).toEqual({ running: 1, waiting: 3 });
    for (const snippets of await Promise.all(jobs)) expect(snippets).toHaveLength(1);
  });

  it('fails a task that needs more memory than a thread may use, and only that task', async () => {
    const cpu = pool(1, 4, 64);
    // A document of 400,000 words (about 40 MB of JSON): parsing it on the thread makes far more
    // word objects than a 64 MB heap holds. (Edits themselves are bounded by the document limits.)
    const page = JSON.stringify(doc.snippets).slice(1, -1);
    const huge = { ...slowSearch('lion'), snippetsJson: `[${Array.from({ length: 1000 }, () => page).join(',')}]` };
    const err = await failureOf(cpu.run('replaceAllTask', huge, request(60_000)));
    expect(err).toBeInstanceOf(CpuTaskError);
    expect(err).toMatchObject({
      reason: 'out_of_memory',
      message: 'This needed more memory than the server allows for one task, so it was stopped.',
    });
    expect(await cpu.run('buildParagraphs', paragraphs(words.slice(0, 10)), request())).toHaveLength(1);
  });

  it("stops a running task when the caller's signal fires", async () => {
    const cpu = pool();
    const abort = new AbortController();
    const task = cpu.run('replaceAllTask', slowSearch(), { ...request(), signal: abort.signal });
    setTimeout(() => abort.abort(new Error('lease lost')), 1500);
    expect(await failureOf(task)).toEqual(new Error('lease lost'));
    expect(cpu.stats().request.running).toBe(0);
  });

  it('diarizes on a thread as in-process diarization does, reporting progress back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scriptloom-pool-'));
    try {
      // Two synthetic voices taking turns, and a word span every half second of each turn.
      const random = seededRandom(7);
      const voices = [
        { f0: 110, tract: 1.0, f4: 3300, softness: 0.7 },
        { f0: 200, tract: 1.15, f4: 4200, softness: 0.2 },
      ];
      const parts: Float32Array[] = [];
      const spans: { start: number; end: number }[] = [];
      let time = 0;
      for (const speaker of [0, 1, 0, 1, 0, 1]) {
        parts.push(speak(voices[speaker]!, 4, random), silence(0.5));
        for (let at = time; at + 0.4 < time + 4; at += 0.5) spans.push({ start: at, end: at + 0.4 });
        time += 4.5;
      }
      const wavPath = join(dir, 'talk.wav');
      writeWav(wavPath, concat(parts));

      const progress = new MessageChannel();
      const reported: number[] = [];
      progress.port1.on('message', (f: number) => reported.push(f));
      const labels = await pool().run(
        'diarizeWords',
        { wavPath, spans, progress: progress.port2 },
        { lane: 'job', timeoutMs: 60_000, transferList: [progress.port2] },
      );
      const direct = assignSpeakers(spans, await diarize(wavPath, { speech: spans })).map(speakerName);
      expect(labels).toEqual(direct);
      expect(new Set(labels).size).toBe(2);
      // Progress travels on its own port, so it may arrive just after the answer.
      await vi.waitFor(() => expect(reported.at(-1)).toBe(1));
      progress.port1.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses waiting and new tasks once closed', async () => {
    const cpu = pool(1, 4);
    const running = failureOf(cpu.run('replaceAllTask', slowSearch(), request()));
    const waiting = failureOf(cpu.run('buildParagraphs', paragraphs(words), request()));
    await new Promise((r) => setTimeout(r, 200));
    await cpu.close();
    expect(await waiting).toMatchObject({ reason: 'closed' });
    expect(await running).toMatchObject({ reason: 'closed' });
    expect(await failureOf(cpu.run('buildParagraphs', paragraphs(words), request()))).toMatchObject({
      reason: 'closed',
    });
  });
});
