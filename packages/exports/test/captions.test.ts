import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaptionOptions, Cue } from '../src/captions/cue.js';
import { segmentCaptions } from '../src/captions/segment.js';
import { prepareExport } from '../src/prepare.js';
import { renderSrt } from '../src/text/srt.js';
import { renderVtt } from '../src/text/vtt.js';
import { opts, smallSource, snippet, syntheticSource, w } from './export-fixtures.js';

const synthetic = prepareExport(syntheticSource(25_000), opts({ format: 'srt' }));

const LIMITS: CaptionOptions[] = [
  { maxCharsPerLine: 42, maxLinesPerCue: 2, maxCueSeconds: 6 },
  { maxCharsPerLine: 42, maxLinesPerCue: 2, maxCueSeconds: 6, label: (s) => `${s}:` },
  { maxCharsPerLine: 16, maxLinesPerCue: 1, maxCueSeconds: 1.5 },
  { maxCharsPerLine: 80, maxLinesPerCue: 4, maxCueSeconds: 12, label: (s) => `${s}:` },
];

describe.each(LIMITS)('caption segmentation of 25,000 words with %o', (limits) => {
  const cues = segmentCaptions(synthetic.paragraphs, limits);

  it('never puts more on a line, or in a cue, than the limits allow', () => {
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(limits.maxLinesPerCue);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(limits.maxCharsPerLine);
      const spoken = cue.words.at(-1)!.end - cue.words[0]!.start;
      if (cue.words.length > 1) expect(spoken).toBeLessThanOrEqual(limits.maxCueSeconds + 1e-9);
      expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(
        Math.max(limits.maxCueSeconds * 1000, Math.round(spoken * 1000)),
      );
    }
  });

  it('keeps cues ordered and never overlapping', () => {
    for (let i = 0; i < cues.length; i++) {
      expect(cues[i]!.endMs).toBeGreaterThan(cues[i]!.startMs);
      if (i > 0) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    }
  });

  it('shows every kept word exactly once, in order, never split', () => {
    const words = synthetic.paragraphs.flatMap((p) => p.words);
    const shown = cues.flatMap((c) => c.words);
    expect(shown.length).toBe(words.length);
    expect(shown.every((word, i) => word === words[i])).toBe(true);
    for (const cue of cues) {
      const text = cue.lines.join(' ');
      const label = cue.speakerChange && limits.label ? `${limits.label(cue.speaker)} ` : '';
      expect(text).toBe(label + cue.words.map((x) => x.text).join(' '));
    }
  });

  it('starts a cue at every paragraph, and labels only speaker changes', () => {
    const starts = new Set(cues.map((c) => c.words[0]));
    for (const p of synthetic.paragraphs) expect(starts.has(p.words[0])).toBe(true);
    for (let i = 0; i < cues.length; i++) {
      const change = i === 0 || cues[i - 1]!.speaker !== cues[i]!.speaker;
      expect(cues[i]!.speakerChange).toBe(change);
    }
  });

  it('makes reasonably full cues rather than scraps', () => {
    const chars = cues.reduce((n, c) => n + c.words.reduce((m, x) => m + x.text.length + 1, 0), 0);
    const capacity = limits.maxCharsPerLine * limits.maxLinesPerCue;
    // Cues are bounded by time and paragraphs too, so half the room, on average, is a fair floor.
    expect(chars / cues.length).toBeGreaterThan(Math.min(capacity, limits.maxCueSeconds * 13) * 0.5);
  });
});

describe('caption breaks and times', () => {
  const words = (texts: string[], step = 0.4, pauseAfter = -1, pause = 0) =>
    texts.map((t, i) => {
      const start = i * step + (i > pauseAfter && pauseAfter >= 0 ? pause : 0);
      return w(t, start, start + step * 0.8);
    });

  it('prefers breaking at a long pause over breaking mid-phrase', () => {
    const texts = 'one two three four five six seven eight nine ten eleven twelve thirteen'.split(' ');
    const doc = prepareExport(
      smallSource({ snippets: [snippet('a', 'A', words(texts, 0.3, 5, 1))] }),
      opts({ format: 'srt' }),
    );
    const cues = segmentCaptions(doc.paragraphs, { maxCharsPerLine: 30, maxLinesPerCue: 2, maxCueSeconds: 6 });
    expect(cues.map((c) => c.words.at(-1)!.text)).toEqual(['six', 'thirteen']);
  });

  it('prefers a sentence end', () => {
    // Two cues either way; the cut after the full stop reads better than one after "then".
    const texts = 'we went home. then we ate dinner'.split(' ');
    const doc = prepareExport(smallSource({ snippets: [snippet('a', 'A', words(texts))] }), opts({ format: 'srt' }));
    const cues = segmentCaptions(doc.paragraphs, { maxCharsPerLine: 20, maxLinesPerCue: 1, maxCueSeconds: 6 });
    expect(cues.map((c) => c.lines)).toEqual([['we went home.'], ['then we ate dinner']]);
  });

  it('gives a word longer than a line a line of its own', () => {
    const long = 'pneumonoultramicroscopicsilicovolcanoconiosis';
    const doc = prepareExport(
      smallSource({ snippets: [snippet('a', 'A', words(['a', long, 'b']))] }),
      opts({ format: 'srt' }),
    );
    const cues = segmentCaptions(doc.paragraphs, { maxCharsPerLine: 20, maxLinesPerCue: 3, maxCueSeconds: 6 });
    expect(cues.flatMap((c) => c.lines)).toEqual(['a', long, 'b']);
  });

  it('lengthens a short cue to a second, into the silence after it and then before it, never over a neighbour', () => {
    const source = smallSource({
      snippets: [
        snippet('a', 'A', [w('hi', 1, 1.1)]),
        snippet('b', 'B', [w('yo', 1.3, 1.4)]),
        snippet('c', 'A', [w('ok', 5, 5.2)]),
      ],
    });
    const cues = segmentCaptions(prepareExport(source, opts({ format: 'srt' })).paragraphs, {
      maxCharsPerLine: 42,
      maxLinesPerCue: 2,
      maxCueSeconds: 6,
    });
    expect(cues.map((c: Cue) => [c.startMs, c.endMs])).toEqual([
      // "hi" has 0.2 s after it, so it takes 0.7 s of the silence before it.
      [300, 1300],
      [1300, 2300],
      [5000, 6000],
    ]);
  });

  it('keeps cues ordered when word times overlap', () => {
    const source = smallSource({
      snippets: [
        snippet('a', 'A', [w('x', 2, 3)]),
        snippet('b', 'B', [w('y', 2, 2)]),
        snippet('c', 'C', [w('z', 1, 1.5)]),
      ],
    });
    const cues = segmentCaptions(prepareExport(source, opts({ format: 'srt' })).paragraphs, {
      maxCharsPerLine: 42,
      maxLinesPerCue: 2,
      maxCueSeconds: 6,
    });
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    for (const c of cues) expect(c.endMs).toBeGreaterThan(c.startMs);
  });
});

describe('srt and vtt text', () => {
  const source = smallSource({
    snippets: [
      snippet('a', 'Alice Doe', [w('a', 1, 1.5), w('-->', 1.5, 2), w('<i>b</i>', 2, 2.5), w('&', 2.5, 3)]),
      snippet('b', 'Alice Doe', [w('again', 4, 5)]),
      snippet('c', 'Bob <x>', [w('hi', 6, 7.25)]),
    ],
  });

  it('srt: numbered cues, comma milliseconds, a label where the speaker changes, no arrow or tag in text', () => {
    expect(renderSrt(prepareExport(source, opts({ format: 'srt' })))).toBe(
      '1\n00:00:01,000 --> 00:00:03,000\nAlice Doe: a → ‹i›b‹/i› &\n\n' +
        '2\n00:00:04,000 --> 00:00:05,000\nagain\n\n' +
        '3\n00:00:06,000 --> 00:00:07,250\nBob ‹x›: hi\n\n',
    );
    expect(renderSrt(prepareExport(source, opts({ format: 'srt', speakers: '0' })))).toContain(
      '00:00:01,000 --> 00:00:03,000\na → ‹i›b‹/i› &\n\n',
    );
  });

  it('vtt: header, dot milliseconds, voice tags, escaped text', () => {
    expect(renderVtt(prepareExport(source, opts({ format: 'vtt' })))).toBe(
      'WEBVTT\n\n' +
        '00:00:01.000 --> 00:00:03.000\n<v Alice Doe>a --&gt; &lt;i&gt;b&lt;/i&gt; &amp;\n\n' +
        '00:00:04.000 --> 00:00:05.000\n<v Alice Doe>again\n\n' +
        // The voice's < and > as look-alikes: readers differ on references inside a voice tag.
        '00:00:06.000 --> 00:00:07.250\n<v Bob \u2039x\u203A>hi\n\n',
    );
    const plain = renderVtt(prepareExport(source, opts({ format: 'vtt', speakers: 'false' })));
    expect(plain).not.toContain('<v ');
  });

  it('an empty transcript gives a header alone (vtt) or nothing (srt)', () => {
    const empty = prepareExport(smallSource({ snippets: [] }), opts({ format: 'vtt' }));
    expect(renderVtt(empty)).toBe('WEBVTT\n\n');
    expect(renderSrt(empty)).toBe('');
  });

  it('honours the caption options', () => {
    const doc = prepareExport(
      syntheticSource(500),
      opts({ format: 'srt', max_chars_per_line: '20', max_lines_per_cue: '1', max_cue_seconds: '3' }),
    );
    const blocks = renderSrt(doc).trimEnd().split('\n\n');
    for (const block of blocks) {
      const [, times, ...lines] = block.split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]!.length).toBeLessThanOrEqual(20);
      expect(times).toMatch(/^\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}$/);
    }
  });
});

describe('vtt voice tags as another reader reads them', () => {
  it('ffmpeg shows none of a speaker name with &, < and > in the cue text', () => {
    const source = smallSource({
      snippets: [snippet('a', 'Tom & Jerry <x>', [w('hello', 1, 2)]), snippet('b', 'A&B', [w('again', 3, 4)])],
    });
    const dir = mkdtempSync(join(tmpdir(), 'vtt-'));
    try {
      const file = join(dir, 'captions.vtt');
      writeFileSync(file, renderVtt(prepareExport(source, opts({ format: 'vtt' }))));
      const ass = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'ass', '-']).toString();
      const texts = [...ass.matchAll(/^Dialogue: (?:[^,]*,){9}(.*)$/gm)].map((m) => m[1]!.trim());
      expect(texts).toEqual(['hello', 'again']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
