import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdownBlocks } from '../src/documents/markdown-blocks.js';

describe('parseMarkdownBlocks', () => {
  it('finds headings, paragraphs and lists, joining the lines of a paragraph', () => {
    const blocks = parseMarkdownBlocks(
      '# Notes\n\nFirst line\nsecond line\n\n## Topics\n- one\n- two\n  continued\n\n1. alpha\n2) beta\n\n---\nLast',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'Notes' }] },
      { type: 'paragraph', runs: [{ text: 'First line second line' }] },
      { type: 'heading', level: 2, runs: [{ text: 'Topics' }] },
      { type: 'list-item', ordered: false, number: 1, depth: 0, runs: [{ text: 'one' }] },
      { type: 'list-item', ordered: false, number: 2, depth: 0, runs: [{ text: 'two continued' }] },
      { type: 'list-item', ordered: true, number: 1, depth: 0, runs: [{ text: 'alpha' }] },
      { type: 'list-item', ordered: true, number: 2, depth: 0, runs: [{ text: 'beta' }] },
      { type: 'paragraph', runs: [{ text: 'Last' }] },
    ]);
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
      { type: 'paragraph', runs: [{ text: 'quoted ' }, { text: 'words', italic: true }] },
      { type: 'paragraph', runs: [{ text: 'npm run **x**' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, nesting, code, links and escapes', () => {
    expect(parseInline('a **bold *both*** and _it_ `co*de*` [site](https://x.io) <https://y.io> \\*star\\*')).toEqual([
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
});
