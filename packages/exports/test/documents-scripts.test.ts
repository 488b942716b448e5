import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/documents/docx.js';
import { renderInvoicePdf } from '../src/documents/invoice-pdf.js';
import { renderPdf } from '../src/documents/pdf.js';
import { documentFrom, snippetsOf } from './support/document-fixture.js';
import { docxPart, pdfFonts, pdfText, pdfWords, squash, withoutPageFooters, xmlText } from './support/read-back.js';

// Debian's fonts-noto-core, fonts-noto-cjk and fonts-symbola (scripts/lib/system-packages.mjs).
const missing = [
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
].filter((file) => !existsSync(file));

/** A transcript mixing Latin, Japanese, Chinese, Korean, Arabic, Hindi and emoji, as people speak. */
export const MIXED = snippetsOf([
  ['Aiko 🎙️', 1, 'Hello 東京 こんにちは 你好 세계 and مرحبا بالعالم then नमस्ते 🚀 done'],
  ['سارة', 5, 'مرحبا بالعالم كيف حالك اليوم'],
]);

describe.skipIf(missing.length > 0)(
  `every script in the PDF${missing.length ? ` (fonts missing: ${missing.join(', ')})` : ''}`,
  () => {
    it('gives every word of every script back to pdftotext, with embedded fonts and no "?"', async () => {
      const pdf = await renderPdf(documentFrom(MIXED, {}, { title: 'Call 東京 مرحبا' }));
      const fonts = await pdfFonts(pdf);
      for (const name of ['NotoSansCJKjp-Regular', 'NotoSansArabic-Regular', 'NotoSansDevanagari-Regular', 'Symbola']) {
        expect(fonts).toMatch(new RegExp(`\\+${name}\\s+CID (TrueType|Type 0C)\\s+Identity-H\\s+yes yes yes`));
      }
      // pdftotext marks right-to-left runs with embedding controls; they are not text.
      const text = squash((await pdfText(pdf)).replace(/[\u202a-\u202e]/g, ''));
      expect(text).not.toContain('?');
      for (const word of ['Hello', '東京', 'こんにちは', '你好', '세계', 'नमस्ते', '🚀', 'Aiko 🎙']) {
        expect(text, word).toContain(word);
      }
      // A line all in Arabic is read back in the order it is read.
      expect(text).toContain('مرحبا بالعالم كيف حالك اليوم');
      expect(text).toContain('سارة');

      // In a line mixing both directions the words are drawn apart, and left to right as they are
      // seen: the Arabic phrase read from the right, so its first word is to the right of its second.
      // (pdftotext's plain output of such a line moves a space into the Arabic run: positions tell.)
      const words = await pdfWords(pdf);
      const line = words.filter((w) => Math.abs(w.y - words.find((v) => v.text === 'Hello')!.y) < 7);
      const seen = line.sort((a, b) => a.x - b.x).map((w) => w.text);
      // -bbox also gives each word's letters in drawing order, left to right.
      const drawn = (word: string) => [...word].reverse().join('');
      expect(seen.slice(seen.indexOf('and'), seen.indexOf('then') + 1)).toEqual([
        'and',
        drawn('بالعالم'),
        drawn('مرحبا'),
        'then',
      ]);
    });

    it('wraps a long Arabic paragraph in reading order, each line aligned right', async () => {
      // No word with lam-alef (as in ثلاثة): drawn as one glyph, pdftotext reads its two letters back
      // swapped in right-to-left text, whatever order the PDF gives them.
      const words = ['واحد', 'اثنان', 'مرحبا', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
      // Sixty words, each pair of neighbours different, over several lines.
      const paragraph = Array.from({ length: 60 }, (_, i) => words[(i * 3) % 10]!).join(' ');
      const pdf = await renderPdf(documentFrom(snippetsOf([['سارة', 1, paragraph]]), { timestamps: false }));
      const text = squash((await pdfText(pdf)).replace(/[\u202a-\u202e]/g, ''));
      expect(text).toContain(paragraph);

      // A4 is 595 points wide with 64-point margins: every line of the paragraph ends at the right one.
      const lines = new Map<number, number>();
      for (const word of await pdfWords(pdf)) {
        if (!words.some((w) => [...w].reverse().join('') === word.text)) continue;
        const top = Math.round(word.y / 5);
        lines.set(top, Math.max(lines.get(top) ?? 0, word.xMax));
      }
      expect(lines.size).toBeGreaterThan(2);
      for (const right of lines.values()) expect(right).toBeCloseTo(595.28 - 64, 0);
    });
  },
);

describe.skipIf(missing.length > 0)('a very long Arabic word in the PDF', () => {
  const render = async (n: number) => {
    const word = 'مرحبا'.repeat(n / 5);
    const start = performance.now();
    const pdf = await renderPdf(documentFrom(snippetsOf([['سارة', 1, word]]), { timestamps: false }));
    return { word, pdf, ms: performance.now() - start };
  };

  it('is cut over lines, every letter kept in order, in time proportional to its length', async () => {
    await render(500);
    const short = await render(10_000);
    const long = await render(40_000);
    console.log(`10,000 -> 40,000 Arabic characters in one word: ${short.ms.toFixed(0)} -> ${long.ms.toFixed(0)} ms`);
    // Four times the text: linear is about 4; measuring the rest of the word again on every line
    // (as this layout once did) is 16. A floor keeps tiny times from deciding.
    expect(long.ms).toBeLessThan(Math.max(10 * short.ms, 2000));
    const text = withoutPageFooters((await pdfText(long.pdf)).replace(/[\u202a-\u202e]/g, '')).replace(/\s/g, '');
    expect(text).toContain(long.word);
  }, 60_000);
});

describe.skipIf(missing.length > 0)('every script in an invoice', () => {
  it("draws a customer's name in Japanese, Korean or Hindi with the font that has it", async () => {
    const pdf = await renderInvoicePdf({
      number: 'INV-7',
      date: new Date('2026-03-01T00:00:00Z'),
      seller: 'Scriptloom',
      customerName: '山田 太郎 김민준 राहुल',
      customerEmail: 'taro@example.com',
      lines: [{ description: 'Pack 東京', quantity: 1, unitCents: 1000 }],
      discount: null,
      creditCents: 0,
      totalCents: 1000,
      refundedCents: 0,
      currency: 'usd',
      paymentNote: 'Paid by card.',
      period: null,
    });
    const text = squash(await pdfText(pdf));
    expect(text).toContain('Billed to 山田 太郎 김민준 राहुल taro@example.com');
    expect(text).toContain('Pack 東京: $10.00');
  });
});

describe('every script in the Word document', () => {
  /** The runs of each paragraph of document.xml: their text and their run properties. */
  const paragraphs = (xml: string) =>
    [...xml.matchAll(/<w:p\b[^>]*>(.*?)<\/w:p>/gs)].map(([, body]) => ({
      properties: /<w:pPr>(.*?)<\/w:pPr>/s.exec(body!)?.[1] ?? '',
      runs: [...body!.matchAll(/<w:r>(.*?)<\/w:r>/gs)].map(([, run]) => ({
        text: xmlText(run!.replace(/<w:rPr>.*?<\/w:rPr>/s, '')).replace(/\n/g, ''),
        properties: /<w:rPr>(.*?)<\/w:rPr>/s.exec(run!)?.[1] ?? '',
      })),
    }));

  it('keeps every word and tells Word which runs are East Asian, complex script and right to left', async () => {
    const xml = await docxPart(
      await renderDocx(documentFrom(MIXED, {}, { title: 'Call 東京 مرحبا' })),
      'word/document.xml',
    );
    const text = xmlText(xml);
    for (const word of [
      'Hello',
      '東京',
      'こんにちは',
      '你好',
      '세계',
      'مرحبا بالعالم',
      'नमस्ते',
      '🚀',
      'Aiko 🎙',
      'سارة',
    ]) {
      expect(text, word).toContain(word);
    }
    const all = paragraphs(xml);
    const runWith = (word: string) => all.flatMap((p) => p.runs).find((r) => r.text.includes(word))!;

    expect(runWith('東京').properties).toMatch(/<w:rFonts [^>]*w:eastAsia="Noto Sans CJK JP"[^>]*w:hint="eastAsia"/);
    expect(runWith('세계').properties).toMatch(/w:eastAsia="Noto Sans CJK JP"/);
    const arabic = runWith('مرحبا بالعالم');
    expect(arabic.properties).toMatch(/w:cs="Noto Sans Arabic"/);
    expect(arabic.properties).toContain('<w:rtl/>');
    expect(runWith('नमस्ते').properties).toMatch(/w:cs="Noto Sans Devanagari"/);
    expect(runWith('नमस्ते').properties).not.toContain('<w:rtl/>');
    // Latin words around them stay plain left-to-right runs in the document's font.
    for (const word of ['Hello', 'then', 'done']) expect(runWith(word).properties).not.toMatch(/rtl|rFonts/);

    // The paragraph that starts in Arabic reads right to left; the one that starts in English does not.
    const arabicParagraph = all.find((p) => p.runs.some((r) => r.text.includes('كيف حالك')))!;
    expect(arabicParagraph.properties).toContain('<w:bidi/>');
    const mixedParagraph = all.find((p) => p.runs.some((r) => r.text.includes('Hello')))!;
    expect(mixedParagraph.properties).not.toContain('<w:bidi/>');
  });
});
