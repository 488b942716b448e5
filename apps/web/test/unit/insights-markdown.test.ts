import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../src/features/editor/insights/Markdown';
import { inlineText, parseInline, parseMarkdown, safeHref } from '../../src/features/editor/insights/markdown';

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe('markdown reader', () => {
  it('reads headings, lists, quotes and paragraphs with their line breaks', () => {
    const blocks = parseMarkdown(
      '# Title\n\nIntro line one\nline two\n\n- first\n- **second**\n\n1. one\n2. two\n\n> said once',
    );
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote']);
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Intro line one' }, { type: 'break' }, { type: 'text', text: 'line two' }],
    });
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: false });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true });
  });

  it('reads bold, italic, code and only safe links', () => {
    expect(parseInline('a **b** *c* `d`')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
    ]);
    expect(parseInline('[site](https://example.com)')).toEqual([
      { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'site' }] },
    ]);
    expect(inlineText(parseInline('[x](javascript:alert(1))'))).toBe('[x](javascript:alert(1))');
    expect(safeHref('data:text/html,hi')).toBeNull();
    // snake_case words are not emphasis.
    expect(inlineText(parseInline('snake_case_name'))).toBe('snake_case_name');
  });

  it('renders HTML in the source as text, never as markup', () => {
    const html = render('# <img src=x onerror=alert(1)>\n\nHi <script>alert("x")</script> **<b>bold</b>**');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>');
  });

  it('renders headings below the page headings, lists as lists, links that open safely', () => {
    const html = render('## Section\n\n- a\n- b\n\n[more](https://example.com/x)');
    expect(html).toMatch(/<h4[^>]*>Section<\/h4>/);
    expect(html).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/);
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
