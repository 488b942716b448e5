import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_FILE_TYPES,
  EXPORT_FORMATS,
  TranscriptExport,
  type ExportFormat,
  type InsightsResponse,
} from '@scriptloom/contracts';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { fileName } from '@scriptloom/exports';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';
import {
  dispositionFileName,
  ffprobePackets,
  flat,
  pdfText,
  seedPodcastWithInsights,
  unzipMember,
  xmlText,
} from '../support/export-tools.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let fileId: string;
let insights: InsightsResponse;
beforeAll(async () => {
  t = await createTestApp();
  owner = await editorUser(t);
  fileId = await seedPodcastWithInsights(t, owner.email);
  insights = (await owner.call('GET', `/api/up/insights/${fileId}`)).json() as InsightsResponse;
});
afterAll(async () => {
  await t?.close();
});

const exportAs = (format: ExportFormat, query = '') =>
  owner.call('GET', `/api/v2/up/export/${fileId}?format=${format}${query}`);

/** The words of the podcast's paragraphs, as said (the recogniser's lower-case words). */
const paragraphs = podcast.snippets.map((s) => s.words.map((w) => w.text).join(' '));
/** A run of words from the middle of a long paragraph: a sentence of the transcript. */
const sentence = podcast.snippets[3]!.words.slice(10, 18)
  .map((w) => w.text)
  .join(' ');

/** Cues of our own srt/vtt, counted by their timing lines. */
const cueCount = (text: string) => text.split('\n').filter((l) => l.includes(' --> ')).length;

describe('every export format', () => {
  it.each(EXPORT_FORMATS)('%s answers the file with its type and the name title.ext', async (format) => {
    const res = await exportAs(format);
    expect(res.statusCode, res.body).toBe(200);
    const { extension, mediaType } = EXPORT_FILE_TYPES[format];
    expect(res.headers['content-type']).toBe(mediaType);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(`${podcast.title}.${extension}`);
    // The ASCII fallback is there too, for clients that ignore filename*.
    expect(res.headers['content-disposition']).toContain(`filename="${podcast.title}.${extension}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeGreaterThan(0);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });
});

describe('file names', () => {
  it('saves a title with non-ASCII characters and quotes under its own name, with an ASCII fallback', async () => {
    const id = await seedPodcast(t, owner.email, { queued: [] });
    const title = 'Café "Zoë" — 東京: episode 1/2';
    await t.runtime.database.db.update(schema.files).set({ title }).where(eq(schema.files.id, id));
    const res = await owner.call('GET', `/api/v2/up/export/${id}?format=docx`);
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers['content-disposition']);
    const saved = dispositionFileName(header);
    expect(saved).toBe(fileName(title, 'docx'));
    expect(saved).toContain('Café');
    expect(saved).toContain('東京');
    expect(saved!.endsWith('.docx')).toBe(true);
    const fallback = /filename="([^"]*)"/.exec(header)?.[1];
    expect(fallback).toMatch(/^[\x20-\x7e]+\.docx$/);
  });
});

describe('read back by other software', () => {
  it('txt holds the speakers and the words said', async () => {
    const text = (await exportAs('txt')).body;
    expect(text).toContain('Speaker 1');
    expect(text).toContain('Speaker 2');
    expect(flat(text)).toContain(flat(sentence));
    for (const p of paragraphs) expect(flat(text)).toContain(flat(p));
  });

  it.each(['srt', 'vtt'] as const)('ffprobe reads every cue of the %s', async (format) => {
    const res = await exportAs(format);
    const packets = await ffprobePackets(res.rawPayload, format);
    expect(packets.length).toBeGreaterThan(5);
    expect(packets.length).toBe(cueCount(res.body));
    const firstWord = podcast.snippets[0]!.words[0]!;
    expect(packets[0]!.start).toBeCloseTo(firstWord.start, 1);
    for (let i = 1; i < packets.length; i++) expect(packets[i]!.start).toBeGreaterThanOrEqual(packets[i - 1]!.start);
    expect(packets.at(-1)!.start).toBeLessThanOrEqual(podcast.duration);
  });

  it('smaller caption limits make more, shorter cues', async () => {
    const wide = await ffprobePackets((await exportAs('srt')).rawPayload, 'srt');
    const narrow = await exportAs('srt', '&max_chars_per_line=20&max_lines_per_cue=1&max_cue_seconds=2');
    expect(narrow.statusCode, narrow.body).toBe(200);
    const packets = await ffprobePackets(narrow.rawPayload, 'srt');
    expect(packets.length).toBeGreaterThan(wide.length);
    for (const p of packets) expect(p.duration).toBeLessThanOrEqual(2.001);
    for (const line of narrow.body.split('\n').filter((l) => l && !l.includes('-->') && !/^\d+$/.test(l))) {
      // A single word longer than a line stands alone, so only lines of several words are bound by the limit.
      if (line.includes(' ')) expect(line.length, line).toBeLessThanOrEqual(20);
    }
  });

  it('pdftotext reads the speakers and the words of the pdf', async () => {
    const res = await exportAs('pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Speaker 1');
    expect(text).toContain('Speaker 2');
    expect(text).toContain(podcast.title);
    expect(flat(text)).toContain(flat(sentence));
  });

  it('the docx holds the text in word/document.xml', async () => {
    const res = await exportAs('docx');
    const xml = await unzipMember(res.rawPayload, 'word/document.xml', 'docx');
    const text = xmlText(xml);
    expect(text).toContain(podcast.title);
    expect(text).toContain('Speaker 1');
    expect(text).toContain('Speaker 2');
    for (const p of paragraphs) expect(flat(text)).toContain(flat(p));
  });

  it('json validates against TranscriptExport and keeps every word with its times', async () => {
    const res = await exportAs('json');
    const doc = TranscriptExport.parse(res.json());
    expect(doc.id).toBe(fileId);
    expect(doc.title).toBe(podcast.title);
    expect(doc.paragraphs).toHaveLength(podcast.snippets.length);
    expect(doc.paragraphs.map((p) => p.text)).toEqual(paragraphs);
    expect(doc.paragraphs[0]!.words[0]).toMatchObject({
      text: podcast.snippets[0]!.words[0]!.text,
      start: podcast.snippets[0]!.words[0]!.start,
    });
    expect(doc.speakers).toEqual(['Speaker 1', 'Speaker 2']);
  });

  it('json carries the parts asked for, from the stored insights', async () => {
    const res = await exportAs('json', '&parts=summary,chapters,quotes,keywords');
    expect(res.statusCode, res.body).toBe(200);
    const doc = TranscriptExport.parse(res.json());
    expect(flat(doc.summary ?? '')).toContain(flat(insights.processed_data.abstract!));
    expect(doc.chapters).toEqual(insights.processed_data.insights);
    expect(doc.keywords).toEqual(insights.processed_data.keywords);
    expect(doc.quotes?.map((q) => q.text)).toEqual(insights.contents.quotes.map((q) => q.text));
  });

  it('a document export with parts shows them before the transcript', async () => {
    const text = (await exportAs('txt', '&parts=summary,chapters')).body;
    expect(text).toContain(insights.processed_data.abstract!);
    const firstChapter = insights.processed_data.insights[0]!.summary;
    expect(text).toContain(firstChapter);
    expect(flat(text).indexOf(flat(firstChapter))).toBeLessThan(flat(text).indexOf(flat(paragraphs[0]!)));
  });

  it('speakers and timestamps can be left out', async () => {
    const text = (await exportAs('txt', '&speakers=0&timestamps=false')).body;
    expect(text).not.toContain('Speaker 1');
    expect(text).not.toMatch(/\d\d:\d\d:\d\d/);
    expect(flat(text)).toContain(flat(sentence));
  });

  it('podcast-transcript is Podcasting 2.0 JSON with a segment per stretch of speech', async () => {
    const body = (await exportAs('podcast-transcript')).json() as {
      version: string;
      segments: { speaker?: string; startTime: number; endTime: number; body: string }[];
    };
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.segments.length).toBeGreaterThan(0);
    for (const s of body.segments) {
      expect(s.endTime).toBeGreaterThanOrEqual(s.startTime);
      expect(s.body.trim()).not.toBe('');
    }
    expect(flat(body.segments.map((s) => s.body).join(' '))).toContain(flat(sentence));
    expect(new Set(body.segments.map((s) => s.speaker))).toEqual(new Set(['Speaker 1', 'Speaker 2']));
  });

  it('podcast-chapters is Podcasting 2.0 chapters, version 1.2.0, one per stored chapter', async () => {
    const res = await exportAs('podcast-chapters');
    const body = JSON.parse(res.body) as { version: string; chapters: { startTime: number; title: string }[] };
    expect(body.version).toBe('1.2.0');
    const stored = insights.processed_data.insights;
    expect(body.chapters.map((c) => c.title)).toEqual(stored.map((c) => c.summary));
    const seconds = (ts: string) => ts.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
    expect(body.chapters.map((c) => c.startTime)).toEqual(stored.map((c) => seconds(c.timestamp)));
  });

  it('youtube-chapters has a line per chapter, starting at 0:00', async () => {
    const lines = (await exportAs('youtube-chapters')).body.trim().split('\n');
    expect(lines[0]).toMatch(/^0?0:00 /);
    for (const chapter of insights.processed_data.insights) {
      expect(lines.some((l) => l.endsWith(chapter.summary))).toBe(true);
    }
    for (const line of lines) expect(line).toMatch(/^(\d+:)?\d?\d:\d\d \S/);
  });

  it('md, html and csv hold the transcript', async () => {
    const md = (await exportAs('md')).body;
    expect(md.startsWith(`# ${podcast.title}`)).toBe(true);
    expect(flat(md)).toContain(flat(sentence));
    const html = (await exportAs('html')).body;
    expect(html.toLowerCase().startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`<title>${podcast.title}</title>`);
    expect(flat(html)).toContain(flat(sentence));
    const csv = (await exportAs('csv')).body;
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/speaker/);
    expect(rows).toHaveLength(podcast.snippets.length + 1);
  });
});
