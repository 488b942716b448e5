import { TranscriptExport } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { prepareExport } from '../src/prepare.js';
import { renderCsv } from '../src/text/csv.js';
import { renderHtml } from '../src/text/html.js';
import { renderJson } from '../src/text/json.js';
import { renderMd } from '../src/text/md.js';
import { renderPodcastChapters } from '../src/text/podcast-chapters.js';
import { renderPodcastTranscript } from '../src/text/podcast-transcript.js';
import { renderTxt } from '../src/text/txt.js';
import { renderYoutubeChapters } from '../src/text/youtube-chapters.js';
import { opts, smallSource, snippet, w } from './export-fixtures.js';
import type { ExportQuery } from '@scriptloom/contracts';

const ALL_PARTS = 'summary,chapters,quotes,keywords,show_notes';
const doc = (query: Partial<ExportQuery> & Pick<ExportQuery, 'format'>, source = smallSource()) =>
  prepareExport(source, opts(query));

describe('txt', () => {
  it.each([
    [
      { speakers: '1', timestamps: '1' },
      '[00:00:01] Alice Doe: Welcome to the show.\n\n[00:00:03] Speaker 2: Thanks for having me.\n\n[00:01:05] Alice Doe: So, what brings you?\n\n[00:01:10] Alice Doe: Tell us everything.',
    ],
    [{ speakers: '1', timestamps: '0' }, 'Alice Doe: Welcome to the show.\n\nSpeaker 2: Thanks for having me.'],
    [{ speakers: '0', timestamps: '1' }, '[00:00:01] Welcome to the show.\n\n[00:00:03] Thanks for having me.'],
    [
      { speakers: '0', timestamps: '0' },
      'Episode 7: Ideas & Tools\n\nWelcome to the show.\n\nThanks for having me.\n\nSo, what',
    ],
  ] as const)('honours speakers/timestamps %j', (flags, expected) => {
    const text = renderTxt(doc({ format: 'txt', ...flags }));
    expect(text).toContain(expected);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('um');
  });

  it('keeps struck words with struck on, including a paragraph of struck words only', () => {
    const text = renderTxt(doc({ format: 'txt', struck: 'true' }));
    expect(text).toContain('Alice Doe: Welcome um to the show.');
    expect(text).toContain('[00:00:05] Speaker 2: uh hmm');
  });

  it('puts the parts asked for before the transcript', () => {
    const text = renderTxt(doc({ format: 'txt', parts: ALL_PARTS }));
    const order = [
      'Summary\n-------\nA warm welcome\n\nAlice welcomes',
      'Chapters\n--------\n00:00:01 Welcome\n00:01:05 Why the guest came',
      'Quotes\n------\n“Thanks for having me.” — Speaker 2 (00:00:03)',
      'Keywords\n--------\nwelcome, guest',
      'Show notes\n----------\nSaved notes\n\n- edited by hand',
      'Transcript\n----------\n[00:00:01] Alice Doe',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).not.toContain('#');
  });
});

describe('md', () => {
  it('writes the title, sections and speaker/time headings', () => {
    const text = renderMd(doc({ format: 'md', parts: 'summary,show_notes' }));
    expect(text.startsWith('# Episode 7: Ideas & Tools\n\n## Summary\n\n**A warm welcome**\n\n')).toBe(true);
    // Saved show notes keep their markdown, headings moved under the section's own.
    expect(text).toContain('## Show notes\n\n### Saved notes\n\n- edited by hand');
    expect(text).toContain('**Alice Doe** (00:00:01)  \nWelcome to the show.\n\n**Speaker 2** (00:00:03)  \nThanks');
    expect(text.endsWith('Tell us everything.\n')).toBe(true);
  });

  it('escapes transcript text that markdown would read as markup', () => {
    const source = smallSource({
      snippets: [
        snippet('a', 'A*B', [
          w('#', 0, 1),
          w('1.', 1, 2),
          w('*really*', 2, 3),
          w('<b>x</b>', 3, 4),
          w('[link](y)', 4, 5),
          w('snake_case', 5, 6),
        ]),
        snippet('b', 'C', [w('-', 7, 8), w('item', 8, 9)]),
      ],
    });
    const text = renderMd(doc({ format: 'md', speakers: '1', timestamps: '0' }, source));
    expect(text).toContain('**A\\*B**  \n\\# 1. \\*really\\* &lt;b&gt;x&lt;/b&gt; \\[link\\](y) snake\\_case');
    expect(text).toContain('**C**  \n\\- item');
    const bare = renderMd(doc({ format: 'md', speakers: '0', timestamps: '0' }, source));
    expect(bare).toContain('\n\n\\- item\n');
  });
});

describe('html', () => {
  const hostile = smallSource({
    title: '<img src=x onerror=alert(1)>',
    snippets: [
      snippet('p"1', '<b>Eve</b>', [w('<script>alert(1)</script>', 0, 1), w('&', 1, 2), w('\'quoted"', 2, 3)]),
    ],
    contents: {
      ...smallSource().contents,
      show_notes:
        '## Links\n\n- **bold** <script>x()</script>\n- [site](javascript:alert(1)) [ok](https://example.com/?a=1&b=2)\n\n> quoted',
    },
  });

  it('is a complete standalone document', () => {
    const html = renderHtml(doc({ format: 'html', parts: ALL_PARTS }));
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Episode 7: Ideas &amp; Tools</title>');
    expect(html).toContain('<style>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain(
      '<span class="speaker">Alice Doe</span> <span class="meta"><time datetime="PT0H0M1S">00:00:01</time></span> Welcome to the show.</p>',
    );
    for (const name of ['Summary', 'Chapters', 'Quotes', 'Keywords', 'Show notes', 'Transcript'])
      expect(html).toContain(`<h2>${name}</h2>`);
  });

  it("takes the file's language for the page's lang, English when it has none or it is not a tag", () => {
    const lang = (language: string | null) =>
      /<html lang="([^"]*)">/.exec(renderHtml(doc({ format: 'html' }, smallSource({ language }))))![1];
    expect(lang('ja')).toBe('ja');
    expect(lang('pt-BR')).toBe('pt-BR');
    expect(lang(null)).toBe('en');
    expect(lang('"><script>')).toBe('en');
  });

  it('escapes every piece of text from the transcript, title and show notes', () => {
    const html = renderHtml(doc({ format: 'html', parts: 'show_notes' }, hostile));
    expect(html.toLowerCase()).not.toMatch(/<script|<img|<b>eve|href="javascript/);
    // A link to anything but http(s) stays text.
    expect(html).toContain('[site](javascript:alert(1))');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;quoted&quot;');
    expect(html).toContain('<span class="speaker">&lt;b&gt;Eve&lt;/b&gt;</span>');
    expect(html).toContain('id="p-p&quot;1"');
    expect(html).toContain('<h4>Links</h4>');
    expect(html).toContain('<li><strong>bold</strong> &lt;script&gt;x()&lt;/script&gt;</li>');
    expect(html).toContain('<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
  });

  it('leaves out speaker and time spans when asked', () => {
    const html = renderHtml(doc({ format: 'html', speakers: 'off', timestamps: 'off' }));
    expect(html).toContain('<p class="paragraph" id="p-p1">Welcome to the show.</p>');
    expect(html).not.toContain('class="speaker"');
  });
});

/** A small RFC 4180 reader: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') throw new Error(`bare line break at ${i}`);
    else field += c;
    i++;
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || row.length > 0) throw new Error('last record without CRLF');
  return rows;
}

describe('csv', () => {
  const tricky = smallSource({
    snippets: [
      snippet('a', 'Ann, "the host"', [w('=SUM(A1:A2)', 0.25, 1), w('said', 1, 1.5), w('"hi",', 1.5, 2)]),
      snippet('b', '@bob', [w('line\nbreak', 2, 3), w('ünïcødé', 3, 4.125)]),
      snippet('c', 'Cy', [w('-5', 5, 6), w('+1', 6, 7)]),
    ],
  });

  it('round-trips through an RFC 4180 reader, one row per paragraph', () => {
    const text = renderCsv(doc({ format: 'csv' }, tricky));
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['start_seconds', 'end_seconds', 'start', 'end', 'speaker', 'text']);
    expect(rows.slice(1)).toEqual([
      ['0.250', '2.000', '00:00:00', '00:00:02', 'Ann, "the host"', '\'=SUM(A1:A2) said "hi",'],
      ['2.000', '4.125', '00:00:02', '00:00:04', "'@bob", 'line\nbreak ünïcødé'],
      ['5.000', '7.000', '00:00:05', '00:00:07', 'Cy', "'-5 +1"],
    ]);
  });

  it('omits the speaker column with speakers off', () => {
    const rows = parseCsv(renderCsv(doc({ format: 'csv', speakers: 'false' })));
    expect(rows[0]).toEqual(['start_seconds', 'end_seconds', 'start', 'end', 'text']);
    expect(rows[1]).toEqual(['1.000', '2.500', '00:00:01', '00:00:02', 'Welcome to the show.']);
    expect(rows).toHaveLength(5);
  });
});

describe('json', () => {
  it('validates against TranscriptExport, parts included, struck words marked', () => {
    const parsed = JSON.parse(renderJson(doc({ format: 'json', struck: '1', parts: ALL_PARTS })));
    const result = TranscriptExport.strict().safeParse(parsed);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(parsed.speakers).toEqual(['Alice Doe', 'Speaker 2']);
    expect(parsed.paragraphs[0]).toMatchObject({
      id: 'p1',
      start: 1,
      end: 2.5,
      start_timestamp: '00:00:01',
      text: 'Welcome um to the show.',
    });
    expect(parsed.paragraphs[0].words[1]).toEqual({
      text: 'um',
      start: 1.5,
      end: 1.7,
      confidence: 0.9,
      is_removed: true,
    });
    expect(parsed.summary).toBe('A warm welcome\n\nAlice welcomes her guest and asks what brings them.');
    expect(parsed.chapters).toHaveLength(2);
    expect(parsed.quotes).toEqual([{ text: 'Thanks for having me.', speaker: 'Speaker 2', timestamp: '0:00:03' }]);
    expect(parsed.show_notes).toBe('# Saved notes\n\n- edited by hand\n');
  });

  it('has no parts unless asked, and no struck words by default', () => {
    const parsed = JSON.parse(renderJson(doc({ format: 'json' })));
    expect(TranscriptExport.strict().parse(parsed)).toBeTruthy();
    expect(Object.keys(parsed)).toEqual(['id', 'title', 'duration', 'speakers', 'paragraphs']);
    expect(
      parsed.paragraphs
        .flatMap((p: { words: { is_removed: boolean }[] }) => p.words)
        .every((x: { is_removed: boolean }) => !x.is_removed),
    ).toBe(true);
  });
});

describe('podcasting 2.0', () => {
  it('writes a transcript of caption-sized segments, speaker only when asked', () => {
    const parsed = JSON.parse(renderPodcastTranscript(doc({ format: 'podcast-transcript' })));
    expect(parsed.version).toBe('1.0.0');
    expect(parsed.segments[0]).toEqual({
      speaker: 'Alice Doe',
      startTime: 1,
      endTime: 2.5,
      body: 'Welcome to the show.',
    });
    expect(parsed.segments.map((s: { body: string }) => s.body)).toEqual([
      'Welcome to the show.',
      'Thanks for having me.',
      'So, what brings you?',
      'Tell us everything.',
    ]);
    const anonymous = JSON.parse(renderPodcastTranscript(doc({ format: 'podcast-transcript', speakers: '0' })));
    expect(anonymous.segments[1]).toEqual({ startTime: 3.2, endTime: 4.4, body: 'Thanks for having me.' });
  });

  it('rounds times to 3 decimals', () => {
    const source = smallSource({ snippets: [snippet('a', 'A', [w('one', 0.12345, 0.98765), w('two', 1.0, 1.66666)])] });
    const parsed = JSON.parse(renderPodcastTranscript(doc({ format: 'podcast-transcript' }, source)));
    expect(parsed.segments).toEqual([{ speaker: 'A', startTime: 0.123, endTime: 1.667, body: 'one two' }]);
  });

  it('writes chapters in time order, and an empty list when there are none', () => {
    const source = smallSource({
      processed: {
        ...smallSource().processed,
        insights: [
          { summary: 'Later', timestamp: '0:10:00' },
          { summary: 'Start', timestamp: '0:00:00' },
          { summary: 'Unreadable', timestamp: 'soon' },
        ],
      },
    });
    expect(JSON.parse(renderPodcastChapters(doc({ format: 'podcast-chapters', parts: 'chapters' }, source)))).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Start' },
        { startTime: 600, title: 'Later' },
      ],
    });
    const none = smallSource({ processed: { ...smallSource().processed, insights: [] } });
    expect(JSON.parse(renderPodcastChapters(doc({ format: 'podcast-chapters', parts: 'chapters' }, none)))).toEqual({
      version: '1.2.0',
      chapters: [],
    });
  });
});

describe('youtube chapters', () => {
  it('writes m:ss lines under an hour, the first forced to 0:00', () => {
    expect(renderYoutubeChapters(doc({ format: 'youtube-chapters', parts: 'chapters' }))).toBe(
      '0:00 Welcome\n1:05 Why the guest came\n',
    );
  });

  it('writes h:mm:ss lines for an episode of an hour or more', () => {
    const source = smallSource({
      durationSec: 3760,
      processed: {
        ...smallSource().processed,
        insights: [
          { summary: 'Intro', timestamp: '0:00:05' },
          { summary: 'Middle', timestamp: '0:30:00' },
          { summary: 'End', timestamp: '1:01:40' },
        ],
      },
    });
    expect(renderYoutubeChapters(doc({ format: 'youtube-chapters', parts: 'chapters' }, source))).toBe(
      '0:00:00 Intro\n0:30:00 Middle\n1:01:40 End\n',
    );
  });

  it('leaves out a chapter shorter than 10 s, which would make YouTube show none', () => {
    const source = smallSource({
      durationSec: 600,
      processed: {
        ...smallSource().processed,
        insights: [
          { summary: 'Intro', timestamp: '0:00:03' },
          // 9 s after Intro's 0:00 (where YouTube puts the first chapter): Intro runs on.
          { summary: 'Too soon', timestamp: '0:00:09' },
          { summary: 'Topic', timestamp: '0:00:10' },
          { summary: 'Next', timestamp: '0:05:00' },
          // 9 s after Next.
          { summary: 'Also too soon', timestamp: '0:05:09' },
          // 9 s before the end.
          { summary: 'Outro', timestamp: '0:09:51' },
        ],
      },
    });
    expect(renderYoutubeChapters(doc({ format: 'youtube-chapters', parts: 'chapters' }, source))).toBe(
      '0:00 Intro\n0:10 Topic\n5:00 Next\n',
    );
  });
});
