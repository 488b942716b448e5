import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../src/documents/pdf.js';
import { documentFrom, SAMPLE_PARTS, snippetsOf, syntheticDocument } from './support/document-fixture.js';
import { pdfFonts, pdfInfo, pdfText, positionsInOrder, squash, withoutPageFooters } from './support/read-back.js';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const ALL_PARTS = 'summary,chapters,quotes,keywords,show_notes';

const conversation = () =>
  snippetsOf([
    ['Maria Lopez', 3, 'so the budget for the third quarter is settled'],
    ['James Okafor', 75.4, 'good and what about hiring'],
    ['Maria Lopez', 3725, 'hiring starts in may'],
  ]);

describe('renderPdf', () => {
  it('writes the title, duration, requested parts and the transcript, readable by pdftotext', async () => {
    const doc = documentFrom(conversation(), { parts: ALL_PARTS }, { parts: SAMPLE_PARTS, durationSec: 3731 });
    const pdf = await renderPdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const flat = squash(text);

    expect(flat).toContain('Weekly planning call');
    expect(flat).toContain('Duration: 01:02:11');
    // Sections in reading order.
    expect(
      positionsInOrder(flat, ['Summary', 'Chapters', 'Quotes', 'Keywords', 'Show notes', 'Transcript']).every(
        (p) => p >= 0,
      ),
    ).toBe(true);
    expect(flat).toContain('Budget & hiring plans settled The team agreed the Q3 budget. Hiring starts in May.');
    expect(flat).toContain('00:00:00 — Opening and agenda');
    expect(flat).toContain('00:12:30 — Budget review <draft>');
    expect(flat).toContain('“We ship when it is ready” — Maria, 00:01:05');
    expect(flat).toContain('budget, hiring, roadmap');
    // Show notes: markdown turned into structure, its syntax gone.
    expect(flat).toContain('Episode notes We talk about the budget and hiring.');
    expect(flat).toContain('• First point • Second site (https://example.com) 1. Step one 2. Step two');
    expect(flat).not.toMatch(/\*\*|# |\]\(/);

    const transcript = flat.slice(flat.indexOf('Transcript'));
    expect(
      positionsInOrder(transcript, [
        'Maria Lopez 00:00:03 so the budget for the third quarter is settled',
        'James Okafor 00:01:15 good and what about hiring',
        'Maria Lopez 01:02:05 hiring starts in may',
      ]).every((p) => p >= 0),
    ).toBe(true);
  });

  it('leaves out the speakers or the timestamps when the options turn them off', async () => {
    const quotes = { parts: { quotes: SAMPLE_PARTS.quotes! } };
    const noSpeakers = squash(
      await pdfText(await renderPdf(documentFrom(conversation(), { speakers: false, parts: 'quotes' }, quotes))),
    );
    expect(noSpeakers).not.toContain('Maria');
    expect(noSpeakers).toContain('“We ship when it is ready” — 00:01:05');
    expect(noSpeakers).not.toContain('James Okafor');
    expect(noSpeakers).toContain('00:00:03 so the budget');
    expect(noSpeakers).toContain('00:01:15 good and what about hiring');

    const noTimes = squash(await pdfText(await renderPdf(documentFrom(conversation(), { timestamps: false }))));
    expect(noTimes.slice(noTimes.indexOf('Transcript'))).not.toMatch(/\d\d:\d\d:\d\d/);
    expect(noTimes).toContain('Maria Lopez so the budget');
    expect(noTimes).toContain('James Okafor good and what about hiring');

    const neither = squash(
      await pdfText(await renderPdf(documentFrom(conversation(), { speakers: false, timestamps: false }))),
    );
    expect(neither).not.toContain('Maria');
    expect(neither.slice(neither.indexOf('Transcript'))).not.toMatch(/\d\d:\d\d:\d\d/);
    expect(neither).toContain('Transcript so the budget for the third quarter is settled good and what about hiring');
  });

  it('leaves out parts that were not asked for and says which asked-for parts do not exist yet', async () => {
    const doc = documentFrom(
      conversation(),
      { parts: 'summary,chapters' },
      {
        parts: { summary: SAMPLE_PARTS.summary! },
        missingParts: ['Chapters'],
      },
    );
    const flat = squash(await pdfText(await renderPdf(doc)));
    expect(flat).toContain('Summary Budget & hiring plans settled');
    expect(flat).toContain('Not available for this file yet: Chapters.');
    for (const absent of ['Quotes', 'Keywords', 'Show notes', 'Opening and agenda']) expect(flat).not.toContain(absent);
  });

  it('says so when no speech was found', async () => {
    const doc = documentFrom([], {}, { durationSec: 12 });
    const flat = squash(await pdfText(await renderPdf(doc)));
    expect(flat).toContain('Transcript No speech was found in this recording.');
  });

  it('keeps every paragraph of a long transcript, in order, over several pages with page numbers', async () => {
    const doc = syntheticDocument(25000);
    const pdf = await renderPdf(doc);
    const info = await pdfInfo(pdf);
    const pages = Number(info.Pages);
    expect(pages).toBeGreaterThan(1);
    expect(info.Title).toBe('Weekly planning call');
    expect(info.Creator).toBe('Scriptloom');
    expect(info['Page size']).toMatch(/595\.28 x 841\.89 pts \(A4\)/);

    const text = await pdfText(pdf);
    for (const n of [1, Math.ceil(pages / 2), pages]) expect(text).toContain(`Page ${n} of ${pages}`);
    const flat = squash(withoutPageFooters(text));
    const expected = doc.paragraphs.map((p) => `${p.speaker} ${p.timestamp} ${p.text}`);
    const positions = positionsInOrder(flat, expected);
    const missing = expected.filter((_, i) => positions[i]! < 0);
    expect(missing.slice(0, 3)).toEqual([]);
  });

  it('draws any text DejaVu Sans has glyphs for, embedded, and marks characters no font has with "?"', async () => {
    const doc = documentFrom(
      snippetsOf([['Zoë', 1, 'Zoë café — naïve Привет Αθήνα ∀x ⇒ y 東京']]),
      {},
      { title: 'Café “naïve” 東京' },
    );
    const pdf = await renderPdf(doc, { fontDir: DEJAVU, fallbackFonts: [] });
    const fonts = await pdfFonts(pdf);
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toContain('Helvetica');
    const flat = squash(await pdfText(pdf));
    expect(flat).toContain('Zoë 00:00:01 Zoë café — naïve Привет Αθήνα ∀x ⇒ y ??');
    // The document information keeps the title as written: it is not drawn with a font.
    expect((await pdfInfo(pdf)).Title).toBe('Café “naïve” 東京');
  });

  it('falls back to Helvetica when the DejaVu files are missing, with "?" for what WinAnsi cannot encode', async () => {
    const doc = documentFrom(
      snippetsOf([['Zoë', 1, 'Zoë café — naïve Привет 東京 “quoted” 10€']]),
      { parts: 'keywords' },
      {
        parts: { keywords: ['Αθήνα', 'café'] },
      },
    );
    const pdf = await renderPdf(doc, { fontDir: path.join(tmpdir(), 'no-such-font-dir') });
    const fonts = await pdfFonts(pdf);
    expect(fonts).toContain('Helvetica');
    expect(fonts).not.toContain('DejaVu');
    const flat = squash(await pdfText(pdf));
    expect(flat).toContain('Zoë 00:00:01 Zoë café — naïve ?????? ?? “quoted” 10€');
    expect(flat).toContain('?????, café');
  });

  const liberation = '/usr/share/fonts/truetype/liberation2';
  describe.skipIf(!existsSync(`${liberation}/LiberationSans-Regular.ttf`))('fallback fonts', () => {
    let dir = '';
    beforeAll(async () => {
      // A body font without some arrows and symbols (⇒, ∀, ⌘), standing in for DejaVu Sans.
      dir = await mkdtemp(path.join(tmpdir(), 'scriptloom-fonts-'));
      await copyFile(`${liberation}/LiberationSans-Regular.ttf`, path.join(dir, 'DejaVuSans.ttf'));
      await copyFile(`${liberation}/LiberationSans-Bold.ttf`, path.join(dir, 'DejaVuSans-Bold.ttf'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('draws characters the body font lacks with the first fallback font that has them', async () => {
      const doc = documentFrom(snippetsOf([['Ana', 1, 'for all ∀x ⇒ done ⌘ and 東京']]));
      const pdf = await renderPdf(doc, {
        fontDir: dir,
        fallbackFonts: ['/nonexistent.ttf', `${DEJAVU}/DejaVuSans.ttf`],
      });
      const fonts = await pdfFonts(pdf);
      expect(fonts).toContain('LiberationSans');
      expect(fonts).toContain('DejaVuSans');
      expect(squash(await pdfText(pdf))).toContain('for all ∀x ⇒ done ⌘ and ??');
    });
  });
});
