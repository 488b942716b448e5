import type { ExportQuery } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/documents/docx.js';
import { renderPdf } from '../src/documents/pdf.js';
import type { ExportSource } from '../src/model.js';
import { prepareExport } from '../src/prepare.js';
import { renderCsv } from '../src/text/csv.js';
import { renderHtml } from '../src/text/html.js';
import { renderMd } from '../src/text/md.js';
import { escapeMarkdown } from '../src/text/markdown-escape.js';
import { safeMarkdown } from '../src/text/markdown-safe.js';
import { renderSrt } from '../src/text/srt.js';
import { renderVtt } from '../src/text/vtt.js';
import { opts, smallSource, snippet, w } from './export-fixtures.js';
import { docxPart } from './support/read-back.js';

/**
 * Exports are opened by other tools: a markdown file is rendered by a blog engine or notes app
 * that may pass html through and follow links, captions by players that read tags as styling. No
 * text a person or a recogniser wrote may reach such a tool as markup it would act on.
 */

const ALL_PARTS = 'summary,chapters,quotes,keywords,show_notes';
const render = (source: ExportSource, query: Partial<ExportQuery> & Pick<ExportQuery, 'format'>) =>
  prepareExport(source, opts(query));

/** The md export's show notes section, for saved show notes `notes`. */
function mdShowNotes(notes: string): string {
  const source = smallSource({ contents: { ...smallSource().contents, show_notes: notes } });
  const md = renderMd(render(source, { format: 'md', parts: 'show_notes' }));
  return md.slice(md.indexOf('## Show notes\n\n') + 15, md.indexOf('\n\n## Transcript'));
}

/** The `<` of the text that could open html or an autolink: all but http(s) and mailto autolinks. */
function rawAngles(markdown: string): string[] {
  return [...markdown.matchAll(/<(?!(?:https?:\/\/|mailto:)[^\s<>]*>)[^\n]{0,20}/gi)].map((m) => m[0]);
}

describe('md export: show notes cannot carry html or dangerous links', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>', '&lt;script>alert(1)&lt;/script>'],
    ['an image with an error handler', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)>'],
    ['an html comment', 'a <!-- hidden --> b', 'a &lt;!-- hidden --> b'],
    ['an html block', '<div onclick="x()">\nhi\n</div>', '&lt;div onclick="x()">\nhi\n&lt;/div>'],
    ['a backslash-escaped tag, which not every reader knows as an escape', '\\<script>x()', '&lt;script>x()'],
    ['an autolink to javascript:', '<javascript:alert(1)>', '&lt;javascript:alert(1)>'],
    [
      'pandoc attributes',
      '[x]{onclick="alert(1)"} # T {onmouseover=y}',
      '[x]\\{onclick="alert(1)"\\} # T \\{onmouseover=y\\}',
    ],
  ])('%s', (_, notes, expected) => {
    const out = mdShowNotes(notes);
    expect(out).toBe(expected);
    expect(rawAngles(out)).toEqual([]);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a space before the address', '[x]( javascript:alert(1))'],
    ['a line break before the address', '[x](\njavascript:alert(1))'],
    ['angle brackets around the address', '[x](<javascript:alert(1)>)'],
    ['a numeric reference for a letter', '[x](&#106;avascript:alert(1))'],
    ['a hex reference with leading zeros', '[x](&#x0006A;avascript:alert(1))'],
    ['a reference for the colon', '[x](javascript&colon;alert(1))'],
    ['a reference with no semicolon, which browsers still read', '[x](&#106avascript:alert(1))'],
    ['a tab inside the scheme', '[x](java\tscript:alert(1))'],
    ['a tab written as a reference', '[x](java&Tab;script:alert(1))'],
    ['a zero-width space inside the scheme', '[x](java\u200bscript:alert(1))'],
    ['a space after the ]', '[x] (javascript:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['a link definition', '[x]\n\n[x]: javascript:alert(1)'],
    ['a link definition in angle brackets', '[x][r]\n\n[r]: <JAVASCRIPT:alert(1)>'],
    ['a link inside an autolink, for readers that read links first', '[a<https://x.io](javascript:alert(1))>'],
  ])('a link with %s becomes text', (_, notes) => {
    const out = mdShowNotes(notes);
    // The `]` that ends the link text is escaped, so no reader takes what follows for an address.
    expect(out).toMatch(/\\\](\s*\(|:)/);
    expect(out.replace(/\\\]/g, '')).not.toMatch(/\](\s*\(|:)/);
    expect(rawAngles(out)).toEqual([]);
  });

  it.each([
    ['https', '[site](https://example.com/a?b=1&c=2#d)'],
    ['http in capitals', '[site](HTTP://EXAMPLE.COM)'],
    ['mailto', '[mail](mailto:host@example.com)'],
    ['a relative path', '[page](/episodes/7)'],
    ['an anchor', '[notes](#notes)'],
    ['a path with a colon after a slash', '[x](/a:b)'],
    ['an image', '![cover](https://example.com/cover.png "Cover")'],
    ['a link definition', '[site]\n\n[site]: https://example.com'],
    ['an autolink', 'see <https://example.com/x_y> and <mailto:a@b.c>'],
  ])('keeps a link to %s as written', (_, notes) => {
    expect(mdShowNotes(notes)).toBe(notes);
  });

  it('keeps the formatting of ordinary show notes byte for byte', () => {
    const notes =
      '# Episode\n\nWe talk **budget** and _hiring_ & more.\n\n- one\n  - two\n1. three\n\n> quoted\n\n`code`';
    expect(mdShowNotes(notes)).toBe(notes.replace(/^#/m, '###'));
  });

  it('neutralises the links of assembled show notes (older files) as well', () => {
    const source = smallSource({
      version: null,
      processed: { ...smallSource().processed, abstract: '[x](javascript:alert(1)) <script>x()</script>' },
    });
    const md = renderMd(render(source, { format: 'md', parts: 'show_notes' }));
    expect(md).toContain('\\[x\\](javascript:alert(1)) &lt;script&gt;x()&lt;/script&gt;');
    expect(rawAngles(md)).toEqual([]);
  });

  it('reads in linear time a long run of link starts', () => {
    const notes = `${'[x]('.repeat(50_000)}${'](&#'.repeat(50_000)}${'<https://a'.repeat(20_000)}`;
    const start = performance.now();
    const out = safeMarkdown(notes);
    expect(performance.now() - start).toBeLessThan(5000);
    expect(rawAngles(out)).toEqual([]);
  });
});

describe('md export: text people and the recogniser wrote is escaped', () => {
  const HOSTILE = '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=y()> {onclick=z} &#106; &amp;';

  it('in the title, speaker names, words, summary, chapters, quotes and keywords', () => {
    const source = smallSource({
      title: HOSTILE,
      snippets: [snippet('a', HOSTILE, [w(HOSTILE, 0, 1)])],
      processed: {
        ...smallSource().processed,
        headline: HOSTILE,
        abstract: HOSTILE,
        insights: [{ summary: HOSTILE, timestamp: HOSTILE }],
        keywords: [HOSTILE],
      },
      contents: {
        ...smallSource().contents,
        quotes: [{ text: HOSTILE, speaker: HOSTILE, start: 0, end: 1, timestamp: '0:00:00' }],
        show_notes: null,
      },
    });
    const md = renderMd(render(source, { format: 'md', parts: ALL_PARTS }));
    const escaped =
      '&lt;script&gt;alert(1)&lt;/script&gt; \\[x\\](javascript:alert(1)) &lt;img src=x onerror=y()&gt; \\{onclick=z\\} &amp;#106; &amp;amp;';
    expect(md).toContain(`# ${escaped}\n`);
    expect(md).toContain(`**${escaped}**`);
    // Title, headline, abstract, chapter (time and text), quote (text and speaker), keyword, speaker, words.
    expect(md.split(escaped).length - 1).toBeGreaterThanOrEqual(9);
    expect(rawAngles(md)).toEqual([]);
    expect(md).not.toMatch(/(?<!\\)\]\(/);
    expect(md).not.toMatch(/(?<!\\)\{/);
  });

  it('escapeMarkdown: html as references, link and attribute markers with backslashes', () => {
    expect(escapeMarkdown('<b>&lt;</b>')).toBe('&lt;b&gt;&amp;lt;&lt;/b&gt;');
    expect(escapeMarkdown('AT&T [a](b) {c}')).toBe('AT&T \\[a\\](b) \\{c\\}');
    expect(escapeMarkdown('> quote')).toBe('&gt; quote');
  });
});

describe('html, Word and PDF exports: show notes links are only ever web or mail addresses', () => {
  const VECTORS = [
    '[a](javascript:alert(1))',
    '[b](JaVaScRiPt:alert(1))',
    '[c]( javascript:alert(1))',
    '<javascript:alert(2)>',
    '[d](&#106;avascript:alert(1))',
    '[e](vbscript:msgbox(1))',
    '[f](data:text/html,<script>alert(1)</script>)',
    '![g](data:image/svg+xml,<svg onload=alert(1)>)',
    '<script>alert(3)</script> <img src=x onerror=alert(4)>',
    '[ok](https://example.com/ok)',
  ];
  const source = smallSource({
    title: '<img src=x onerror=alert(5)>',
    contents: { ...smallSource().contents, show_notes: VECTORS.map((v) => `- ${v}`).join('\n') },
  });

  it('html: every link goes to http(s), every tag from the text is escaped', () => {
    const html = renderHtml(render(source, { format: 'html', parts: 'show_notes' }));
    const hrefs = [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://example.com/ok']);
    expect(html.toLowerCase()).not.toMatch(/<script|<img|<svg|onerror=alert\(5\)>/);
    expect(html).toContain('&lt;img src=x onerror=alert(5)&gt;');
    // A link that is not followed shows where it pointed, as text.
    expect(html).toContain('[a](javascript:alert(1))');
    expect(html).toContain('[d](javascript:alert(1))');
  });

  it('Word: no hyperlinks at all, the addresses are text', async () => {
    const docx = await renderDocx(render(source, { format: 'docx', parts: 'show_notes' }));
    const rels = await docxPart(docx, 'word/_rels/document.xml.rels');
    expect(rels).not.toMatch(/TargetMode="External"|javascript|vbscript|data:/i);
    const xml = await docxPart(docx, 'word/document.xml');
    expect(xml).not.toContain('<w:hyperlink');
    expect(xml).toContain('a (javascript:alert(1))');
  });

  it('PDF: no link or script actions at all', async () => {
    const pdf = (await renderPdf(render(source, { format: 'pdf', parts: 'show_notes' }))).toString('latin1');
    expect(pdf).not.toMatch(/\/(URI|JavaScript|JS|Launch|Annots)\b/);
  });
});

describe('captions: no tag or override a player would act on', () => {
  const source = smallSource({
    snippets: [
      snippet('a', '<b>Eve</b>', [
        w('<font', 0, 0.5),
        w('color="red">red</font>', 0.5, 1),
        w('{\\an8}top', 1, 1.5),
        w('<i>i</i><u>u</u><b>b</b>', 1.5, 2),
        w('<c.yellow>c</c>', 2, 2.5),
        w('<v', 2.5, 2.7),
        w('Mallory>', 2.7, 3),
        w('&amp;', 3, 3.5),
        w('&', 3.5, 4),
      ]),
    ],
  });

  it('srt: angle brackets and braces become look-alikes, in the text and the speaker label', () => {
    const srt = renderSrt(render(source, { format: 'srt', max_chars_per_line: '80', max_lines_per_cue: '3' }));
    const text = srt.split('\n').slice(2).join(' ');
    expect(text).not.toMatch(/[<>{}]/);
    expect(text).toContain('‹b›Eve‹/b›: ‹font color="red"›red‹/font› ｛\\an8｝top ‹i›i‹/i›‹u›u‹/u›‹b›b‹/b›');
    expect(text).toContain('‹c.yellow›c‹/c› ‹v Mallory› &amp; &');
  });

  it('vtt: &, < and > escaped, so the only tags are the voice tags we write', () => {
    const vtt = renderVtt(render(source, { format: 'vtt', max_chars_per_line: '80', max_lines_per_cue: '3' }));
    // The speaker's name in the voice tag with look-alikes for < and > (no reference to decode).
    expect([...vtt.matchAll(/<[^>]*>/g)].map((m) => m[0])).toEqual(['<v \u2039b\u203AEve\u2039/b\u203A>']);
    const text = vtt.split('\n').slice(3).join(' ');
    expect(text).toContain('&lt;font color="red"&gt;red&lt;/font&gt;');
    expect(text).toContain('&lt;c.yellow&gt;c&lt;/c&gt; &lt;v Mallory&gt; &amp;amp; &amp;');
    // Every & starts a reference we wrote.
    expect(vtt.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
  });
});

describe('csv: a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', ' =1+1'])(
    '%j, as text and as speaker',
    (value) => {
      const source = smallSource({ snippets: [snippet('a', value, [w(value, 0, 1)])] });
      const csv = renderCsv(render(source, { format: 'csv' }));
      const row = csv.split('\r\n')[1]!;
      const quoted = /[",\r\n]/.test(value);
      const cell = quoted ? `"'${value.replace(/"/g, '""')}"` : `'${value}`;
      expect(row.endsWith(`,${cell},${cell}`)).toBe(true);
    },
  );
});
