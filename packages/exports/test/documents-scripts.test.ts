import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/documents/pdf.js';
import { documentFrom, snippetsOf } from './support/document-fixture.js';
import { pdfFonts, pdfText, pdfWords, squash } from './support/read-back.js';

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
  },
);
