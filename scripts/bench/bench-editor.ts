/**
 * `npm run bench:editor`: opens the real editor page in Chromium on a generated transcript of
 * 25,000 words (about three hours of speech) and prints what ARCHITECTURE.md#performance-budgets sets: time to
 * first text, time for an edit, time for a keystroke and for find over all text, and the DOM size.
 * Needs the web app built (`npm run build:web`). Options: --words=N (default 25000), --runs=N.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { findMatches, syntheticTranscript } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { buildApp } from '../../apps/server/src/app.js';
import { seedEditorFile } from './seed-editor-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const wordCount = Number(args.get('words') ?? 25_000);
const runs = Number(args.get('runs') ?? 15);
const BUDGET = { openMs: 1500, editMs: 16, keystrokeMs: 16, findMs: 30 };

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build:web');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-editor-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent', PORT: '0' });
const runtime = await startRuntime(config);
const app = await buildApp(runtime.ctx, { databaseKind: runtime.database.kind });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
const verdict = (ms: number, budget: number) => (ms <= budget ? 'ok' : `OVER (budget ${budget} ms)`);

/** Time from a click on a control until the given DOM change is observed, measured in the page. */
async function timeInPage(page: Page, action: string, waitFor: string): Promise<number> {
  return page.evaluate(
    ([act, wait]) =>
      new Promise<number>((resolve, reject) => {
        const check = new Function(`return (${wait})`) as () => boolean;
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const started = performance.now();
        (new Function(act) as () => void)();
        setTimeout(() => reject(new Error(`timed out waiting for ${wait}`)), 5000);
      }),
    [action, waitFor] as const,
  );
}

try {
  const doc = syntheticTranscript({ words: wordCount, speakers: 3, seed: 7 });
  const hours = (doc.snippets.at(-1)?.end ?? 0) / 3600;
  const seeded = await seedEditorFile(runtime, doc, path.join(root, 'fixtures/podcast-2spk.mp3'));
  console.log(
    `transcript: ${wordCount} words, ${doc.snippets.length} paragraphs, ${hours.toFixed(2)} h; cores: ${os.availableParallelism()}`,
  );

  // The pure find over all text, outside the page, for reference.
  const findRuns: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    findMatches({ snippets: doc.snippets, speakers: doc.speakers, summary: null, chapters: [] }, 'the (\\w+) of');
    findRuns.push(performance.now() - started);
  }

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    'userInfo',
    JSON.stringify(seeded.userInfo),
  ] as const);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    'token',
    seeded.token,
  ] as const);
  // Records when the first transcript word appears, relative to the navigation start.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-w]')) return;
      (window as unknown as { firstText: number }).firstText = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();

  const opens: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(`${base}/transcripts/${seeded.fileId}`);
    await page.waitForSelector('[data-w]');
    opens.push(await page.evaluate(() => (window as unknown as { firstText: number }).firstText));
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  // An edit: strike the 3rd word of the first paragraph on screen (and unstrike it again).
  const edits: number[] = [];
  for (let i = 0; i < runs; i++) {
    const select = `
      const word = document.querySelectorAll('[data-testid="paragraph"] [data-w]')[2];
      const range = document.createRange();
      range.selectNodeContents(word);
      const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
      window.__word = word.dataset.w;
      window.__struck = word.classList.contains('removed');`;
    await page.evaluate(select);
    edits.push(
      await timeInPage(
        page,
        `document.querySelector('[aria-label^="Strike"]').click()`,
        `document.querySelector('[data-w="' + window.__word + '"]').classList.contains('removed') !== window.__struck`,
      ),
    );
  }

  // Typing in the transcript: a character typed into a paragraph, from the key press until the
  // browser's edit, the editor's re-alignment of that paragraph and React's render are done (the
  // end of the task and its microtasks: what delays the next key).
  await page.evaluate(`(() => {
    const words = document.querySelectorAll('.words[data-p]')[1];
    words.closest('[contenteditable="true"]').focus();
    getSelection().collapse(words.firstChild.firstChild, 1);
  })()`);
  // Each key press is timed in the page into window.__typing (a string, not a function: tsx would
  // wrap named functions in a helper the page lacks).
  await page.evaluate(`(() => {
    window.__typing = [];
    let started = 0;
    document.addEventListener('keydown', () => { started = performance.now(); }, true);
    document.addEventListener('input', () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__typing.push(performance.now() - started);
      channel.port2.postMessage(null);
    }, true);
  })()`);
  // Bursts of four keys at a brisk typing pace (about 100 ms apart), then a pause.
  for (let i = 0; i < runs * 2; i++) {
    await page.keyboard.type(i % 4 === 3 ? ' ' : 'k');
    await page.waitForFunction(`window.__typing.length > ${i}`);
    await page.waitForTimeout(i % 4 === 3 ? 400 : 100);
  }
  const typing = await page.evaluate<number[]>('window.__typing');
  // What typing hands over after each pause: re-aligning the paragraph and rendering the editor.
  await page.waitForTimeout(1000);
  const typingSync = await page.evaluate<number[]>(
    "performance.getEntriesByName('editor:typing').map((entry) => entry.duration)",
  );

  // A keystroke in the find box (until the box shows it), then find over all text (until the match
  // count changes). The find runs after the box's debounce; the page reports its own duration.
  await page.keyboard.press('Control+f');
  const find = page.getByTestId('find-input').locator('input');
  await find.waitFor();
  const keystrokes: number[] = [];
  for (let i = 0; i < runs; i++) {
    await find.fill('');
    keystrokes.push(
      await timeInPage(
        page,
        `const input = document.querySelector('[data-testid="find-input"] input');
         const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
         setter.call(input, 'x'); input.dispatchEvent(new Event('input', { bubbles: true }));`,
        `document.querySelector('[data-testid="find-input"] input').value === 'x'`,
      ),
    );
  }
  const finds: number[] = [];
  const terms = ['the', 'sarah', 'and the', 'o[a-z]+e', 'microsoft|london', 'time'];
  for (let i = 0; i < runs; i++) {
    await find.fill('');
    await page.getByTestId('match-count').waitFor();
    const term = terms[i % terms.length]!;
    await page.evaluate(() => performance.clearMeasures('editor:find'));
    await find.fill(term);
    await page.waitForFunction(() => performance.getEntriesByName('editor:find').length > 0);
    finds.push(await page.evaluate(() => performance.getEntriesByName('editor:find').at(-1)!.duration));
  }
  const matchText = await page.getByTestId('match-count').textContent();
  const domAfter = await page.evaluate(() => document.getElementsByTagName('*').length);
  await browser.close();

  console.log('\neditor with a generated transcript (Chromium, headless)');
  console.log(
    `  open, first text       median ${fmt(median(opens))}  worst ${fmt(Math.max(...opens))}  ${verdict(Math.max(...opens), BUDGET.openMs)}`,
  );
  console.log(
    `  edit (strike a word)   median ${fmt(median(edits))}  p95   ${fmt(p95(edits))}  ${verdict(p95(edits), BUDGET.editMs)}`,
  );
  console.log(
    `  typing in a paragraph  median ${fmt(median(typing))}  p95   ${fmt(p95(typing))}  ${verdict(p95(typing), BUDGET.keystrokeMs)}`,
  );
  console.log(
    `  typed text into the document (once per pause, ${typingSync.length}x)  median ${fmt(median(typingSync))}  p95 ${fmt(p95(typingSync))}`,
  );
  console.log(
    `  keystroke (find box)   median ${fmt(median(keystrokes))}  p95   ${fmt(p95(keystrokes))}  ${verdict(p95(keystrokes), BUDGET.keystrokeMs)}`,
  );
  console.log(
    `  find over all text     median ${fmt(median(finds))}  p95   ${fmt(p95(finds))}  ${verdict(p95(finds), BUDGET.findMs)}  (last: ${matchText})`,
  );
  console.log(`  find, pure function    median ${fmt(median(findRuns))}  p95   ${fmt(p95(findRuns))}`);
  console.log(`  DOM elements           ${domNodes} after open, ${domAfter} with the find bar open`);
} finally {
  await app.close();
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
