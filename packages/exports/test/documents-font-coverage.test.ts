import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFontCoverage } from '../src/documents/font-coverage.js';
import { toWinAnsi } from '../src/documents/pdf-fonts.js';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LIBERATION = '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf';
const cp = (c: string) => c.codePointAt(0)!;

describe('readFontCoverage', () => {
  it('knows which characters DejaVu Sans has glyphs for', () => {
    const dejavu = readFontCoverage(readFileSync(DEJAVU));
    for (const c of 'Aaë—ПΑ∀⇒⌘😀') expect(dejavu.has(cp(c)), c).toBe(true);
    for (const c of '東京') expect(dejavu.has(cp(c)), c).toBe(false);
    expect(dejavu.has(0x10ffff)).toBe(false);
    expect(dejavu.has(-1)).toBe(false);
  });

  it.skipIf(!existsSync(LIBERATION))('tells fonts apart', () => {
    const liberation = readFontCoverage(readFileSync(LIBERATION));
    expect(liberation.has(cp('ë'))).toBe(true);
    expect(liberation.has(cp('⌘'))).toBe(false);
  });

  it('refuses what is not a font', () => {
    expect(() => readFontCoverage(Buffer.from('hello'))).toThrow(/not a font/);
    expect(() => readFontCoverage(Buffer.alloc(64))).toThrow(/no cmap/);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the WinAnsi punctuation, and makes every other character one "?"', () => {
    expect(toWinAnsi('Zoë café — naïve “q” 10€ • ½')).toBe('Zoë café — naïve “q” 10€ • ½');
    expect(toWinAnsi('東京 Привет 😀 ő')).toBe('?? ?????? ? ?');
  });
});

const CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
describe.skipIf(!existsSync(CJK))('readFontCoverage on a collection (fonts-noto-cjk)', () => {
  it('reads the font named in the collection and says which names it has when the name is wrong', () => {
    const data = readFileSync(CJK);
    const jp = readFontCoverage(data, 'NotoSansCJKjp-Regular');
    for (const c of '東京こんにちは你好세계A') expect(jp.has(cp(c)), c).toBe(true);
    expect(jp.has(cp('م'))).toBe(false);
    expect(() => readFontCoverage(data)).toThrow(/PostScript name/);
    expect(() => readFontCoverage(data, 'NoSuchFont')).toThrow(/NotoSansCJKkr-Regular/);
  });
});
