import { describe, expect, it } from 'vitest';
import { assScript, assTime, escapeAssText } from '../src/render/ass-script.js';
import { captionPages } from '../src/render/caption-pages.js';
import { audiogramLayout } from '../src/render/layout.js';
import { escapeFilterValue } from '../src/render/filter-escape.js';
import { fitLines, textWidthEm } from '../src/render/text-fit.js';

const timed = (text: string, step = 0.4) =>
  text.split(' ').map((word, i) => ({ text: word, start: 0.5 + i * step, end: 0.5 + i * step + step * 0.8 }));

describe('fitLines', () => {
  it('wraps at spaces within the width and ends a shortened text with an ellipsis after a whole word', () => {
    const lines = fitLines('The extraordinarily long title of a podcast episode about compost', 12, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(12);
    expect(lines[1]).toMatch(/\w…$/);
  });

  it('keeps a short text as it is and cuts a word wider than a line', () => {
    expect(fitLines('Short title', 20, 2)).toEqual(['Short title']);
    const cut = fitLines('x'.repeat(100), 10, 2);
    expect(cut).toHaveLength(2);
    for (const line of cut) expect(textWidthEm(line)).toBeLessThanOrEqual(10);
    expect(fitLines('', 10, 2)).toEqual([]);
  });
});

describe('captionPages', () => {
  it('fills pages of at most two lines, shows the first from the clip start and none past its end', () => {
    const words = timed('one two three four five six seven eight nine ten eleven twelve');
    const pages = captionPages(words, { lineEm: 10, maxLines: 2, duration: 5 });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]!.start).toBe(0);
    for (const page of pages) {
      expect(page.lines.length).toBeLessThanOrEqual(2);
      for (const line of page.lines) expect(textWidthEm(line.map((w) => w.text).join(' '))).toBeLessThanOrEqual(10);
      expect(page.end).toBeLessThanOrEqual(5);
    }
    // Pages follow each other without a gap while the speech goes on.
    for (let i = 1; i < pages.length; i++) expect(pages[i]!.start).toBeCloseTo(pages[i - 1]!.end, 5);
    expect(pages.flatMap((p) => p.lines.flat()).map((w) => w.text)).toEqual(words.map((w) => w.text));
  });

  it('starts a new page after a long pause and shrinks a page whose one word is wider than a line', () => {
    const words = [
      { text: 'before', start: 0.2, end: 0.6 },
      { text: 'after', start: 3, end: 3.4 },
      { text: 'Pneumonoultramicroscopicsilicovolcanoconiosis', start: 3.5, end: 4.5 },
    ];
    const pages = captionPages(words, { lineEm: 10, maxLines: 2, duration: 6 });
    expect(pages[0]!.lines.flat().map((w) => w.text)).toEqual(['before']);
    expect(pages[0]!.end).toBeLessThan(3);
    expect(pages.at(-1)!.scale).toBeLessThan(1);
  });
});

describe('the ASS script', () => {
  it('writes one event per caption word with that word highlighted, and escapes markup in words', () => {
    const script = assScript({
      layout: audiogramLayout('square'),
      font: 'DejaVu Sans',
      duration: 3,
      title: 'A {title}',
      speaker: 'Ada',
      words: timed('PODCAST {GARDEN} back\\N'),
    });
    const captions = script.split('\n').filter((l) => l.startsWith('Dialogue:') && l.includes(',Caption,'));
    expect(captions).toHaveLength(3);
    expect(captions[1]).toContain('{\\c&H0000D4FF&}\\{GARDEN\\}{\\c&H00FFFFFF&}');
    expect(script).toContain('A \\{title\\}');
    expect(script).toContain('PlayResX: 1080');
  });

  it('escapes braces and defuses backslash sequences', () => {
    expect(escapeAssText('a{b}c')).toBe('a\\{b\\}c');
    expect(escapeAssText('x\\N')).toBe('x\\\u2060N');
    expect(escapeAssText('two\nlines')).toBe('two lines');
  });

  it('formats times as H:MM:SS.cc', () => {
    expect(assTime(0)).toBe('0:00:00.00');
    expect(assTime(83.456)).toBe('0:01:23.46');
    expect(assTime(3723.1)).toBe('1:02:03.10');
  });
});

describe('escapeFilterValue', () => {
  it('escapes a path for both of ffmpeg’s unescaping passes', () => {
    // Checked against ffmpeg: the ass filter opens this file from a folder so named.
    expect(escapeFilterValue("/tmp/we:ird,d'ir [x]/c.ass")).toBe("/tmp/we\\\\:ird\\,d\\\\\\'ir \\[x\\]/c.ass");
    expect(escapeFilterValue('/tmp/plain/c.ass')).toBe('/tmp/plain/c.ass');
  });
});
