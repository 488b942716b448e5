/**
 * Which characters a TrueType/OpenType font has glyphs for, read from its `cmap` table. The PDF
 * renderer needs this before drawing: a character the font lacks would be drawn as an empty box
 * and, worse, read back by text extraction as some other character.
 */

export interface FontCoverage {
  has(codePoint: number): boolean;
}

/**
 * Parses the font's best Unicode cmap (format 12 for the full range, else format 4). A collection
 * (.ttc, such as Noto Sans CJK) needs the PostScript name of the font in it that will be drawn.
 */
export function readFontCoverage(font: Buffer, postscriptName?: string): FontCoverage {
  if (font.length < 12) throw new Error('not a font file: too short');
  const cmap = tableOffset(font, fontOffset(font, postscriptName), 'cmap');
  if (cmap < 0) throw new Error('not a usable font: it has no cmap table');

  const subtables = font.readUInt16BE(cmap + 2);
  let full = -1;
  let bmp = -1;
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12 && full < 0) full = offset;
    if (format === 4 && bmp < 0) bmp = offset;
  }
  const bits = new Uint8Array(0x110000 >> 3);
  const set = (cp: number) => {
    bits[cp >> 3]! |= 1 << (cp & 7);
  };
  if (full >= 0) readFormat12(font, full, set);
  else if (bmp >= 0) readFormat4(font, bmp, set);
  else throw new Error('not a usable font: no Unicode cmap (format 4 or 12)');
  return { has: (cp) => cp >= 0 && cp < 0x110000 && (bits[cp >> 3]! & (1 << (cp & 7))) !== 0 };
}

/** Where the table directory of the font to read starts: 0 for a single font. */
function fontOffset(font: Buffer, postscriptName: string | undefined): number {
  if (font.toString('latin1', 0, 4) !== 'ttcf') return 0;
  if (!postscriptName) throw new Error('a font collection (.ttc) needs the PostScript name of one of its fonts');
  const count = font.readUInt32BE(8);
  const names: string[] = [];
  for (let i = 0; i < count && 16 + i * 4 <= font.length; i++) {
    const offset = font.readUInt32BE(12 + i * 4);
    const name = postscriptNameAt(font, offset);
    if (name === postscriptName) return offset;
    if (name) names.push(name);
  }
  throw new Error(`the font collection has no font named ${postscriptName} (it has ${names.join(', ')})`);
}

function tableOffset(font: Buffer, at: number, tag: string): number {
  const numTables = font.readUInt16BE(at + 4);
  for (let i = 0; i < numTables; i++) {
    const record = at + 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  return -1;
}

/** Name ID 6 of the font's `name` table, from a Windows (UTF-16) or Macintosh (Roman) record. */
function postscriptNameAt(font: Buffer, at: number): string | undefined {
  const name = tableOffset(font, at, 'name');
  if (name < 0) return undefined;
  const count = font.readUInt16BE(name + 2);
  const strings = name + font.readUInt16BE(name + 4);
  for (let i = 0; i < count; i++) {
    const record = name + 6 + i * 12;
    if (font.readUInt16BE(record + 6) !== 6) continue;
    const platform = font.readUInt16BE(record);
    const start = strings + font.readUInt16BE(record + 10);
    const bytes = font.subarray(start, start + font.readUInt16BE(record + 8));
    if (platform === 1) return bytes.toString('latin1');
    if (platform === 3 || platform === 0) return Buffer.from(bytes).swap16().toString('utf16le');
  }
  return undefined;
}

function readFormat12(font: Buffer, at: number, set: (cp: number) => void): void {
  const groups = font.readUInt32BE(at + 12);
  for (let i = 0; i < groups; i++) {
    const g = at + 16 + i * 12;
    const start = font.readUInt32BE(g);
    const end = Math.min(font.readUInt32BE(g + 4), 0x10ffff);
    const firstGlyph = font.readUInt32BE(g + 8);
    // Glyph 0 is .notdef: a character mapped to it has no glyph.
    for (let cp = firstGlyph === 0 ? start + 1 : start; cp <= end; cp++) set(cp);
  }
}

function readFormat4(font: Buffer, at: number, set: (cp: number) => void): void {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = font.readUInt16BE(rangeOffsetAt);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const glyphAt = rangeOffsetAt + rangeOffset + (cp - start) * 2;
        if (glyphAt + 2 > font.length) continue;
        glyph = font.readUInt16BE(glyphAt);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) set(cp);
    }
  }
}
