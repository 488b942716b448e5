import { describe, expect, it } from 'vitest';
import { documentRuns } from '../src/documents/outline.js';
import { parseMarkdownBlocks, type MarkdownBlock } from '../src/markdown/blocks.js';
import { parseInline, plainRuns, runsText } from '../src/markdown/inline.js';
import { markdownToHtml } from '../src/text/markdown-html.js';
import { markdownToText } from '../src/text/markdown-plain.js';

/** Blocks as the Word and PDF documents see them: quotes flattened, runs as document runs. */
function documentBlocks(blocks: readonly MarkdownBlock[]): unknown[] {
  return blocks.flatMap((b) =>
    b.type === 'quote' ? documentBlocks(b.blocks) : [{ ...b, runs: documentRuns(b.runs) }],
  );
}

describe('parseMarkdownBlocks', () => {
  it('finds headings, paragraphs and lists, joining the lines of a paragraph', () => {
    const blocks = parseMarkdownBlocks(
      '# Notes\n\nFirst line\nsecond line\n\n## Topics\n- one\n- two\n  continued\n\n1. alpha\n2) beta\n\n---\nLast',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'Notes' }] },
      { type: 'paragraph', runs: [{ text: 'First line\nsecond line' }] },
      { type: 'heading', level: 2, runs: [{ text: 'Topics' }] },
      { type: 'list-item', ordered: false, number: 1, depth: 0, runs: [{ text: 'one' }] },
      { type: 'list-item', ordered: false, number: 2, depth: 0, runs: [{ text: 'two continued' }] },
      { type: 'list-item', ordered: true, number: 1, depth: 0, runs: [{ text: 'alpha' }] },
      { type: 'list-item', ordered: true, number: 2, depth: 0, runs: [{ text: 'beta' }] },
      { type: 'paragraph', runs: [{ text: 'Last' }] },
    ]);
    // The documents join the lines of a paragraph with a space.
    expect(documentBlocks(blocks)[1]).toEqual({ type: 'paragraph', runs: [{ text: 'First line second line' }] });
  });

  it('numbers nested and restarted lists from 1', () => {
    const items = parseMarkdownBlocks('1. a\n   1. a1\n   2. a2\n2. b\n\ntext\n\n1. c').filter(
      (b) => b.type === 'list-item',
    );
    expect(items.map((b) => (b.type === 'list-item' ? [b.number, b.depth] : null))).toEqual([
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 0],
      [1, 0],
    ]);
  });

  it('keeps code and block quotes as plain text, without their markers', () => {
    const blocks = parseMarkdownBlocks('> quoted *words*\n\n```\nnpm run **x**\n```');
    expect(blocks).toEqual([
      { type: 'quote', blocks: [{ type: 'paragraph', runs: [{ text: 'quoted ' }, { text: 'words', italic: true }] }] },
      { type: 'paragraph', runs: [{ text: 'npm run **x**' }] },
    ]);
    expect(documentBlocks(blocks)).toEqual([
      { type: 'paragraph', runs: [{ text: 'quoted ' }, { text: 'words', italic: true }] },
      { type: 'paragraph', runs: [{ text: 'npm run **x**' }] },
    ]);
  });

  it('reads a quote as markdown of its own, continued by a plain line after it', () => {
    expect(parseMarkdownBlocks('> - a\n> - b\n\n> one\ntwo\n# after')).toEqual([
      {
        type: 'quote',
        blocks: [
          { type: 'list-item', ordered: false, number: 1, depth: 0, runs: [{ text: 'a' }] },
          { type: 'list-item', ordered: false, number: 2, depth: 0, runs: [{ text: 'b' }] },
        ],
      },
      { type: 'quote', blocks: [{ type: 'paragraph', runs: [{ text: 'one\ntwo' }] }] },
      { type: 'heading', level: 1, runs: [{ text: 'after' }] },
    ]);
  });

  it('lets emphasis run across the lines of a paragraph, but not into a list item continuation', () => {
    expect(parseMarkdownBlocks('**a\nb**')).toEqual([{ type: 'paragraph', runs: [{ text: 'a\nb', bold: true }] }]);
    expect(parseMarkdownBlocks('- **a\n  b**')).toEqual([
      { type: 'list-item', ordered: false, number: 1, depth: 0, runs: [{ text: '**a b**' }] },
    ]);
  });
});

describe('parseInline', () => {
  const SAMPLE = 'a **bold *both*** and _it_ `co*de*` [site](https://x.io) <https://y.io> \\*star\\*';

  it('reads bold, italic, nesting, code, links and escapes', () => {
    expect(parseInline(SAMPLE)).toEqual([
      { text: 'a ' },
      { text: 'bold ', bold: true },
      { text: 'both', bold: true, italic: true },
      { text: ' and ' },
      { text: 'it', italic: true },
      { text: ' ' },
      { text: 'co*de*', code: true },
      { text: ' ' },
      { text: 'site', href: 'https://x.io' },
      { text: ' ' },
      { text: 'https://y.io', href: 'https://y.io' },
      { text: ' *star*' },
    ]);
    // What the Word and PDF documents show: code as text, links as "text (address)".
    expect(documentRuns(parseInline(SAMPLE))).toEqual([
      { text: 'a ' },
      { text: 'bold ', bold: true },
      { text: 'both', bold: true, italic: true },
      { text: ' and ' },
      { text: 'it', italic: true },
      { text: ' co*de* site (https://x.io) https://y.io *star*' },
    ]);
  });

  it('leaves lone markers and underscores inside words alone', () => {
    expect(parseInline('snake_case_name costs 2 * 3 and a ** b')).toEqual([
      { text: 'snake_case_name costs 2 * 3 and a ** b' },
    ]);
  });

  it('links only http(s) and mailto addresses; other links keep their address as text', () => {
    expect(parseInline('[m](mailto:a@b.c) [x](javascript:alert(1)) [r](/rel) [H](HTTPS://X.IO)')).toEqual([
      { text: 'm', href: 'mailto:a@b.c' },
      { text: ' ' },
      // The address stops at the first ")", as the documents have always read it.
      { text: 'x', unfollowed: 'javascript:alert(1' },
      { text: ') ' },
      { text: 'r', unfollowed: '/rel' },
      { text: ' ' },
      { text: 'H', href: 'HTTPS://X.IO' },
    ]);
  });

  it('honours backslash escapes of any ASCII punctuation, as escapeMarkdown writes them', () => {
    expect(runsText(parseInline('\\<b\\> \\| \\& \\_x\\_ \\# \\\\'))).toBe('<b> | & _x_ # \\');
  });

  it('shows a link once when its text is its address, and styles the address as the link around it', () => {
    expect(runsText(plainRuns(parseInline('[https://x.io](https://x.io)')))).toBe('https://x.io');
    expect(plainRuns(parseInline('**[a](https://x.io)** [b *c*](https://y.io)'))).toEqual([
      { text: 'a (https://x.io)', bold: true },
      { text: ' b ' },
      { text: 'c', italic: true },
      { text: ' (https://y.io)' },
    ]);
  });
});

describe('markdownToHtml', () => {
  it('escapes all text and shows raw html as text', () => {
    expect(markdownToHtml('<b>x</b> & "q" **<i>**')).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;q&quot; <strong>&lt;i&gt;</strong></p>',
    );
  });

  it('writes links, code and escapes; links it does not follow stay as written', () => {
    expect(markdownToHtml('[a **b**](https://x.io/?q="1") `<c>` [m](mailto:a@b.c) [j](javascript:x) \\*n\\*')).toBe(
      '<p><a href="https://x.io/?q=&quot;1&quot;" rel="noopener noreferrer">a <strong>b</strong></a> <code>&lt;c&gt;</code> ' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">m</a> [j](javascript:x) *n*</p>',
    );
  });

  it('nests lists, starts another list when the kind changes, and demotes headings', () => {
    expect(markdownToHtml('## T\n- a\n  1. b\n  2. c\n- d\n\n1. e', 2)).toBe(
      '<h4>T</h4>\n<ul><li>a<ol><li>b</li><li>c</li></ol></li><li>d</li></ul><ol><li>e</li></ol>',
    );
  });

  it('writes quotes with their own blocks and paragraph lines as breaks', () => {
    expect(markdownToHtml('> one\n> two\n>\n> - x\n\nthree\nfour')).toBe(
      '<blockquote><p>one<br>two</p>\n<ul><li>x</li></ul></blockquote>\n<p>three<br>four</p>',
    );
  });
});

describe('markdownToText', () => {
  it('drops markers, keeps lists (nested and numbered) and indents quotes', () => {
    expect(
      markdownToText('# Notes\n\n**Bold** and [site](https://x.io)\n\n- a\n  - b\n- c\n\n1. d\n2. e\n\n> q\n> r'),
    ).toBe('Notes\n\nBold and site (https://x.io)\n\n- a\n  - b\n- c\n\n1. d\n2. e\n\n  q\n  r');
  });
});
