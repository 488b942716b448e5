/**
 * Which characters a TrueType/OpenType font has glyphs for, read from its `cmap` table. The PDF
 * renderer needs this before drawing: a character the font lacks would be drawn as an empty box
 * and, worse, read back by text extraction as some other character.
 */

export interface FontCoverage {
  has(codePoint: number): boolean;
}

/** Parses the font's best Unicode cmap (format 12 for the full range, else format 4). */
export function readFontCoverage(font: Buffer): FontCoverage {
  if (font.length < 12) throw new Error('not a font file: too short');
  const tag = font.toString('latin1', 0, 4);
  if (tag === 'ttcf') throw new Error('font collections (.ttc) are not supported; use a .ttf or .otf file');
  const numTables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
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
