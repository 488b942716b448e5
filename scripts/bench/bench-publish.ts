/**
 * `npm run bench:publish`: publishes a generated transcript of 25,000 words (the benchmarks' three hours), with a
 * summary and chapters, and measures its public page (docs/product.md#publishing): the HTML's size
 * (raw and gzip), the server's time to first byte when the page is rendered and when it is kept,
 * and in Chromium the time until the transcript's text is painted (first contentful paint) and
 * until the whole transcript is in the page. The budget: text visible within 1 s. Needs the web app
 * built (`npm run build:web`) for the player script. Options: --words=N, --runs=N.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { schema } from '@scriptloom/db';
import { formatTimestamp, syntheticTranscript } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { buildApp } from '../../apps/server/src/app.js';
import { seedEditorFile } from './seed-editor-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const wordCount = Number(args.get('words') ?? 25_000);
const runs = Number(args.get('runs') ?? 5);
const BUDGET_TEXT_MS = 1000;

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build:web');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-publish-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent', PORT: '0' });
const runtime = await startRuntime(config);
const app = await buildApp(runtime.ctx, { databaseKind: runtime.database.kind });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Time to the first byte of the answer and its whole body, with Node's fetch. */
async function timedGet(url: string): Promise<{ ttfb: number; total: number; body: Buffer; status: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const ttfb = performance.now() - started;
  const body = Buffer.from(await res.arrayBuffer());
  return { ttfb, total: performance.now() - started, body, status: res.status };
}

try {
  const doc = syntheticTranscript({ words: wordCount, speakers: 3, seed: 11 });
  const seconds = doc.snippets.at(-1)?.end ?? 0;
  const seeded = await seedEditorFile(runtime, doc, path.join(root, 'fixtures/podcast-2spk.mp3'));
  // A summary and a chapter every 15 minutes, as the insights would leave them.
  const chapters = Array.from({ length: Math.floor(seconds / 900) }, (_, i) => ({
    timestamp: formatTimestamp(i * 900),
    summary: `Part ${i + 1} of the conversation`,
  }));
  const abstract = 'A long conversation generated for the benchmark, about many things at once.';
  await runtime.database.db
    .update(schema.transcripts)
    .set({ processed_data: sql`processed_data || ${JSON.stringify({ abstract, insights: chapters })}::jsonb` })
    .where(sql`file_id = ${seeded.fileId}`);
  console.log(
    `transcript: ${wordCount} words, ${doc.snippets.length} paragraphs, ${(seconds / 3600).toFixed(2)} h, ${chapters.length} chapters; cores: ${os.availableParallelism()}`,
  );

  const published = await fetch(`${base}/api/v1/up/publish/${seeded.fileId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seeded.token}` },
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  const { page_url: pageUrl, transcript_urls: files } = (await published.json()) as {
    page_url: string;
    transcript_urls: Record<string, string>;
  };
  const local = (url: string) => `${base}${new URL(url).pathname}`;

  // The server: the first request renders the page; later ones are answered from what was kept.
  const cold = await timedGet(local(pageUrl));
  if (cold.status !== 200) throw new Error(`page: ${cold.status}`);
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push((await timedGet(local(pageUrl))).ttfb);
  // Rendered again on threads already running: what each change to the file costs (a new title
  // makes what the page is made from new, as an edit does).
  const rerendered: number[] = [];
  for (let i = 0; i < runs; i++) {
    await runtime.database.db
      .update(schema.files)
      .set({ title: `Long episode (generated), take ${i + 2}` })
      .where(sql`id = ${seeded.fileId}`);
    rerendered.push((await timedGet(local(pageUrl))).ttfb);
  }
  const html = cold.body;
  const gzip = zlib.gzipSync(html).length;
  console.log(`page HTML: ${kb(html.length)} (${kb(gzip)} gzip)`);
  console.log(
    `server time to first byte: ${ms(cold.ttfb)} first (threads starting), ${ms(median(rerendered))} rendered after a change, ${ms(median(warm))} kept (medians of ${runs})`,
  );
  for (const [format, url] of Object.entries(files)) {
    const first = await timedGet(local(url));
    console.log(`  transcript.${format}: ${kb(first.body.length)}, first byte ${ms(first.ttfb)} rendered`);
  }

  // Chromium: a fresh context each run (nothing cached), desktop and phone sizes.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const lastId = `t${doc.snippets.length - 1}`;
  for (const [label, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    const paints: number[] = [];
    const whole: number[] = [];
    const firstByte: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport });
      // When the last paragraph is in the page (parsed), relative to the navigation's start.
      await context.addInitScript(`(() => {
        const observer = new MutationObserver(() => {
          if (!document.getElementById(${JSON.stringify(lastId)})) return;
          window.__whole = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true });
      })()`);
      const page = await context.newPage();
      await page.goto(local(pageUrl), { waitUntil: 'load' });
      const timing = (await page.evaluate(`(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { fcp: fcp ? fcp.startTime : NaN, ttfb: nav.responseStart, whole: window.__whole };
      })()`)) as { fcp: number; ttfb: number; whole: number };
      // The first paint must be the transcript page's text, not a blank frame.
      const visible = await page.locator('#t0 .words').isVisible();
      if (!visible) throw new Error('the first paragraph is not visible');
      paints.push(timing.fcp);
      whole.push(timing.whole);
      firstByte.push(timing.ttfb);
      await context.close();
    }
    const paint = median(paints);
    console.log(
      `chromium ${label}: first byte ${ms(median(firstByte))}, text painted ${ms(paint)} (${paint <= BUDGET_TEXT_MS ? 'ok' : `OVER budget ${BUDGET_TEXT_MS} ms`}), whole transcript parsed ${ms(median(whole))} (medians of ${runs})`,
    );
  }
  await browser.close();
} finally {
  await app.close();
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
