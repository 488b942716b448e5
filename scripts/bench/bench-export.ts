// Benchmark of transcript exports: time and peak memory per format for a 25,000-word transcript,
// then for text with very long words in it.
//
//   npm run bench:export [-- --words=25000] [--runs=5] [--long=20000,200000]
//
// Each format runs in a process of its own, so its peak memory (maxRSS) is its own and not the
// largest of the formats before it. The transcript is generated (syntheticTranscript), with the
// insight parts every document format can carry, so the documents are as large as they get.
//
// The long-word part renders a short transcript whose speaker name, one word, title, summary and a
// show notes line are each an unbroken run of N letters (--long, one process per format and size):
// time should grow in proportion to N (a ratio near 10 from 20,000 to 200,000), never its square.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  EXPORT_FORMATS,
  ExportOptions,
  type ExportFormat,
  type GeneratedContents,
  type ProcessedData,
} from '@scriptloom/contracts';
import { renderExport, type ExportSource } from '@scriptloom/exports';
import { formatTimestamp, syntheticTranscript } from '@scriptloom/transcript';

const BUDGET_MS = 1000;
const { values } = parseArgs({
  options: {
    words: { type: 'string', default: '25000' },
    runs: { type: 'string', default: '5' },
    long: { type: 'string', default: '20000,200000' },
    child: { type: 'string' },
    'long-chars': { type: 'string' },
  },
});
const words = Number(values.words);
const runs = Number(values.runs);

if (values.child && values['long-chars']) {
  await longChild(values.child as ExportFormat, Number(values['long-chars']));
} else if (values.child) {
  await child(values.child as ExportFormat);
} else {
  console.log(
    `exports of a ${words.toLocaleString('en')}-word transcript, median and worst of ${runs} runs after a first one, one process per format`,
  );
  console.log(
    `${'format'.padEnd(20)} ${'median ms'.padStart(10)} ${'worst ms'.padStart(9)} ${'first ms'.padStart(9)} ${'size'.padStart(10)} ${'peak RSS'.padStart(9)} ${'growth'.padStart(8)}`,
  );
  let over = 0;
  for (const format of EXPORT_FORMATS) {
    const out = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), `--child=${format}`, `--words=${words}`, `--runs=${runs}`],
      { encoding: 'utf8' },
    );
    const r = JSON.parse(out.trim().split('\n').at(-1)!) as {
      median: number;
      worst: number;
      first: number;
      bytes: number;
      rssMb: number;
      baseMb: number;
    };
    if (r.median > BUDGET_MS) over++;
    console.log(
      `${format.padEnd(20)} ${r.median.toFixed(0).padStart(10)} ${r.worst.toFixed(0).padStart(9)} ${r.first.toFixed(0).padStart(9)} ${kb(r.bytes).padStart(10)} ${`${r.rssMb.toFixed(0)} MB`.padStart(9)} ${`+${(r.rssMb - r.baseMb).toFixed(0)} MB`.padStart(8)}`,
    );
  }
  console.log(`SUMMARY ${EXPORT_FORMATS.length} formats, ${over} over the ${BUDGET_MS} ms budget`);
  longWords(values.long.split(',').map(Number));
}

/** The long-word table: one process per format and length, time and peak memory of one render. */
function longWords(lengths: number[]): void {
  if (lengths.length === 0 || lengths.some((n) => !Number.isInteger(n) || n <= 0)) return;
  console.log(
    `\nunbroken runs of N letters as the speaker name, a word, the title, the summary and a show notes line; one render after a warm-up`,
  );
  const head = lengths.map((n) => `${n.toLocaleString('en')} ms`.padStart(12)).join(' ');
  console.log(
    `${'format'.padEnd(20)} ${head} ${'ratio'.padStart(6)} ${'peak RSS'.padStart(9)} ${'growth'.padStart(8)}`,
  );
  let worst = 0;
  for (const format of EXPORT_FORMATS) {
    const results = lengths.map((n) => {
      const out = execFileSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), `--child=${format}`, `--long-chars=${n}`],
        { encoding: 'utf8' },
      );
      return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; rssMb: number; baseMb: number };
    });
    const first = results[0]!;
    const last = results.at(-1)!;
    // Time grows with the length when this is near the ratio of the lengths, not its square.
    const ratio = last.ms / Math.max(first.ms, 1);
    worst = Math.max(worst, ratio);
    const times = results.map((r) => r.ms.toFixed(0).padStart(12)).join(' ');
    console.log(
      `${format.padEnd(20)} ${times} ${ratio.toFixed(1).padStart(6)} ${`${last.rssMb.toFixed(0)} MB`.padStart(9)} ${`+${(last.rssMb - last.baseMb).toFixed(0)} MB`.padStart(8)}`,
    );
  }
  const lengthRatio = lengths.at(-1)! / lengths[0]!;
  console.log(
    `SUMMARY long words: largest time ratio ${worst.toFixed(1)} for ${lengthRatio.toFixed(0)} times the length`,
  );
}

async function child(format: ExportFormat): Promise<void> {
  const source = syntheticSource(words);
  const options = ExportOptions.parse({ format, parts: 'summary,chapters,quotes,keywords,show_notes' });
  // What the process holds before rendering (node, the loaded modules, the transcript itself).
  const baseMb = process.resourceUsage().maxRSS / 1024;
  // The first render in a process also loads the format's library and warms the JIT: a server pays
  // that once, so it is shown apart and left out of the median.
  const cold = performance.now();
  await renderExport(source, options);
  const first = performance.now() - cold;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const rendered = await renderExport(source, options);
    times.push(performance.now() - t);
    bytes = rendered.body.length;
  }
  times.sort((a, b) => a - b);
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ median: times[times.length >> 1], worst: times.at(-1), first, bytes, rssMb, baseMb }));
}

async function longChild(format: ExportFormat, length: number): Promise<void> {
  const options = ExportOptions.parse({ format, parts: 'summary,chapters,quotes,keywords,show_notes' });
  await renderExport(longSource(100), options);
  const source = longSource(length);
  const baseMb = process.resourceUsage().maxRSS / 1024;
  const started = performance.now();
  await renderExport(source, options);
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, rssMb: process.resourceUsage().maxRSS / 1024, baseMb }));
}

/** A short transcript with unbroken runs of `length` letters in the places people write. */
function longSource(length: number): ExportSource {
  let state = length;
  // Letters in a pseudo-random order: no run repeats, so no cache can shortcut the layout.
  const run = () => {
    let text = '';
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) % 2147483648;
      text += String.fromCharCode(97 + (state % 26));
    }
    return text;
  };
  const source = syntheticSource(300);
  const [first, second] = source.snippets;
  const longName = run();
  first!.speaker = longName;
  second!.words[1]!.text = run();
  source.title = run();
  source.processed.abstract = run();
  source.contents.show_notes = `# Notes\n\n${run()}\n`;
  source.speakers = [{ name: longName }, ...source.speakers];
  return source;
}

function syntheticSource(count: number): ExportSource {
  const { snippets, speakers } = syntheticTranscript({ words: count, speakers: 3, seed: 11 });
  const duration = snippets.at(-1)?.end ?? 0;
  const chapters = Array.from({ length: 12 }, (_, i) => ({
    summary: `Chapter ${i + 1} of the conversation`,
    timestamp: formatTimestamp((duration * i) / 12),
  }));
  const quotes = snippets.slice(0, 5).map((s) => ({
    text: s.words.map((w) => w.text).join(' '),
    speaker: s.speaker,
    start: s.start,
    end: s.end,
    timestamp: s.start_timestamp,
  }));
  const processed: ProcessedData = {
    abstract: 'A long generated conversation used to measure exports.',
    headline: 'Measuring exports',
    insights: chapters,
    keywords: ['exports', 'benchmark', 'transcript'],
    speakers,
    entities: {},
    duration,
    qa_research: null,
  };
  const contents: GeneratedContents = {
    quotes,
    show_notes: '# Measuring exports\n\nShow notes.',
    tweet: null,
    caption: null,
  };
  return {
    id: 'bench',
    title: 'Export benchmark',
    durationSec: duration,
    snippets,
    speakers,
    processed,
    contents,
    version: 1,
  };
}

function kb(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}
