import { describe, expect, it } from 'vitest';
import { prepareExport } from '../src/prepare.js';
import {
  isoDuration,
  pageDescription,
  renderPublicPage,
  scriptJson,
  type PublicPageInput,
} from '../src/publish/public-page.js';
import { opts, smallSource, snippet, w } from './export-fixtures.js';

/**
 * The published page (docs/product.md#publishing): every text escaped, JSON-LD that no text can
 * end, and word times the player can read back to the words' own.
 */

const input = (variant: 'page' | 'embed' = 'page'): PublicPageInput => ({
  variant,
  pageUrl: 'https://ex.test/p/slug',
  embedUrl: 'https://ex.test/p/slug/embed',
  audioUrl: 'https://ex.test/p/slug/audio',
  oembedUrl: 'https://ex.test/api/oembed?url=x&format=json',
  transcriptUrls: { json: 'j', vtt: 'v', srt: 's', html: 'h' },
  chaptersUrl: 'c',
  playerScriptUrl: '/assets/public-player-abc.js',
  styleUrl: '/p/static/page.css',
  publishedAt: '2026-01-02T03:04:05.000Z',
  siteName: 'Scriptloom',
});
const page = (source = smallSource(), variant: 'page' | 'embed' = 'page') =>
  renderPublicPage(prepareExport(source, opts({ format: 'html', parts: 'summary,chapters' })), input(variant));

describe('the published page', () => {
  it('escapes hostile titles, speakers and words everywhere, and JSON-LD reads back unchanged', () => {
    const title = `</title><script>alert("x")</script> & 'q' </script><!--`;
    const source = smallSource({
      title,
      snippets: [snippet('p1', '<b>Eve</b>', [w('<script>alert(1)</script>', 0, 1), w('"hi"', 1, 2)])],
    });
    const html = page(source);
    expect(html).not.toMatch(/<script>alert|<b>Eve|<!--/);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;hi&quot;');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe(title);
  });

  it('writes each word start so the player reads back the word times, to the hundredth', () => {
    const words = [w('one', 12.34, 12.5), w('two words', 12.71, 13), w('three', 99.99, 100.4)];
    const html = page(smallSource({ snippets: [snippet('p1', 'A', words)] }));
    const para =
      /<div class="para" id="t0" data-t="([\d.]+)"[^>]*>.*?<p class="words" data-w="([^"]+)">([^<]*)<\/p>/.exec(html)!;
    const start = Number(para[1]);
    const starts = para[2]!.split(',').map((o) => start + parseInt(o, 36) / 100);
    expect(starts.map((s) => Math.round(s * 100) / 100)).toEqual([12.34, 12.71, 99.99]);
    // A word with a space inside stays one token: the player splits the text at plain spaces.
    expect(para[3]!.split(' ')).toEqual(['one', 'two\u00a0words', 'three']);
  });

  it('has the summary, chapters and files on the page; the embed keeps to the player and text', () => {
    const full = page();
    expect(full).toContain('<h2 id="summary-h">Summary</h2>');
    expect(full).toContain('<h2 id="chapters-h">Chapters</h2>');
    expect(full).toContain('application/ld+json');
    const embed = page(smallSource(), 'embed');
    expect(embed).not.toContain('Summary</h2>');
    expect(embed).toContain('<meta name="robots" content="noindex">');
    expect(embed).toContain('<body class="embed">');
  });
});

describe('helpers', () => {
  it('isoDuration', () => {
    expect([0, 59, 3600, 3723, 10_800.4].map(isoDuration)).toEqual(['PT0S', 'PT59S', 'PT1H', 'PT1H2M3S', 'PT3H']);
  });
  it('scriptJson escapes what could end or change a script element', () => {
    expect(scriptJson({ a: '</script><!-- & \u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
  });
  it('pageDescription cuts a long summary at a word', () => {
    const doc = prepareExport(
      smallSource({ processed: { ...smallSource().processed, abstract: 'word '.repeat(200) } }),
      opts({ format: 'html', parts: 'summary' }),
    );
    const text = pageDescription(doc);
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('word…')).toBe(true);
  });
});
