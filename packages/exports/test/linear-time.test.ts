import { describe, expect, it } from 'vitest';
import { renderSrt } from '../src/text/srt.js';
import { renderVtt } from '../src/text/vtt.js';
import { markdownToHtml } from '../src/text/markdown-html.js';
import { markdownToText } from '../src/text/markdown-plain.js';
import { prepareExport } from '../src/prepare.js';
import { opts, smallSource, snippet, w } from './export-fixtures.js';

/**
 * Text shaped to make a pattern search on from every position. Before, most of these took time
 * growing with the square of their length (20 s to 2 minutes at 200,000 characters; the heading, with
 * the cube: hours); the others guard the remaining forms. The limit is generous for a busy shared
 * machine; alone, each takes about a second or less now.
 */
const SIZE = 300_000;
const LIMIT_MS = 15_000;

const fill = (unit: string, before = '', after = '') =>
  `${before}${unit.repeat(Math.ceil(SIZE / unit.length))}${after}`;

const SHOW_NOTES: Record<string, string> = {
  'a heading with a long run of spaces': fill(' ', '# a', 'b'),
  'a list item with a long run of spaces and a line separator': fill(' ', '-', 'a\u2028'),
  'a numbered item with a long run of spaces and a line separator': fill(' ', '1.', 'a\u2028'),
  'a line of dashes that is not a rule': fill('- ', '', 'x'),
  'bold markers': fill('**a '),
  'unclosed underscore bold': fill('__a '),
  'unclosed italics': fill('*a *'),
  'unclosed link text': fill('[a'),
  'links without an end': fill('[a]('),
  'link titles without an end': fill('[a](b "'),
  'unclosed addresses': fill('<https://a'),
};

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('hostile show notes read in linear time', () => {
  for (const [shape, markdown] of Object.entries(SHOW_NOTES)) {
    it(`html and plain text: ${shape}`, () => {
      const ms = time(() => {
        markdownToHtml(markdown);
        markdownToText(markdown);
      });
      expect(ms).toBeLessThan(LIMIT_MS);
    });
  }
});

describe('captions of hostile words in linear time', () => {
  it('a 300,000-character word of dashes, in srt and vtt', () => {
    const dashes = '-'.repeat(SIZE);
    const doc = prepareExport(
      smallSource({ snippets: [snippet('a', 'A', [w('hi', 0, 1), w(dashes, 1, 2), w('x', 2, 3)])] }),
      opts({ format: 'srt' }),
    );
    let srt = '';
    const ms = time(() => {
      srt = renderSrt(doc);
      renderVtt(doc);
    });
    expect(ms).toBeLessThan(LIMIT_MS);
    expect(srt).toContain(dashes);
  });
});
