/**
 * Text cut where its script changes, for the Word document: Word and LibreOffice choose a font per
 * run from the run's East Asian or complex-script font, and draw a run right to left only when it
 * says so. Spaces, digits and punctuation stay with the run they are in, so an Arabic phrase is
 * one run, spaces and all.
 */

export type ScriptKind = 'default' | 'east-asian' | 'complex';

export interface ScriptSegment {
  text: string;
  kind: ScriptKind;
  /** Arabic, Hebrew and the other right-to-left scripts. */
  rtl: boolean;
  /** The font for the segment's letters: Noto families, which the product installs (PDF). */
  font?: string;
}

interface ScriptRange {
  from: number;
  to: number;
  kind: ScriptKind;
  rtl?: boolean;
  font: string;
}

// Ranges of the scripts that need a font of their own; anything else is the document's font.
const RANGES: readonly ScriptRange[] = [
  { from: 0x0590, to: 0x05ff, kind: 'complex', rtl: true, font: 'Noto Sans Hebrew' },
  { from: 0x0600, to: 0x08ff, kind: 'complex', rtl: true, font: 'Noto Sans Arabic' },
  { from: 0x0900, to: 0x097f, kind: 'complex', font: 'Noto Sans Devanagari' },
  { from: 0x0980, to: 0x09ff, kind: 'complex', font: 'Noto Sans Bengali' },
  { from: 0x0a00, to: 0x0a7f, kind: 'complex', font: 'Noto Sans Gurmukhi' },
  { from: 0x0a80, to: 0x0aff, kind: 'complex', font: 'Noto Sans Gujarati' },
  { from: 0x0b80, to: 0x0bff, kind: 'complex', font: 'Noto Sans Tamil' },
  { from: 0x0c00, to: 0x0c7f, kind: 'complex', font: 'Noto Sans Telugu' },
  { from: 0x0c80, to: 0x0cff, kind: 'complex', font: 'Noto Sans Kannada' },
  { from: 0x0d00, to: 0x0d7f, kind: 'complex', font: 'Noto Sans Malayalam' },
  { from: 0x0e00, to: 0x0e7f, kind: 'complex', font: 'Noto Sans Thai' },
  { from: 0x1100, to: 0x11ff, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0x2e80, to: 0x9fff, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0xa960, to: 0xa97f, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0xac00, to: 0xd7ff, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0xf900, to: 0xfaff, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0xfb1d, to: 0xfb4f, kind: 'complex', rtl: true, font: 'Noto Sans Hebrew' },
  { from: 0xfb50, to: 0xfdff, kind: 'complex', rtl: true, font: 'Noto Sans Arabic' },
  { from: 0xfe70, to: 0xfefe, kind: 'complex', rtl: true, font: 'Noto Sans Arabic' },
  { from: 0xff00, to: 0xffef, kind: 'east-asian', font: 'Noto Sans CJK JP' },
  { from: 0x20000, to: 0x3ffff, kind: 'east-asian', font: 'Noto Sans CJK JP' },
];

function rangeOf(cp: number): ScriptRange | undefined {
  if (cp < 0x0590) return undefined;
  return RANGES.find((r) => cp >= r.from && cp <= r.to);
}

/**
 * Letters (not digits, spaces or punctuation) decide which run a character belongs to; an emoji
 * starts a run in the document's font (Word and LibreOffice then find an emoji font for it), not
 * in the Arabic or Devanagari font of the word before.
 */
const LETTER_OR_MARK = /^[\p{L}\p{M}\p{Extended_Pictographic}]$/u;

export function scriptSegments(text: string): ScriptSegment[] {
  // Nearly every paragraph is in one Latin-like script: one segment, no per-character work.
  if (!/[\u0590-\u{3ffff}]/u.test(text)) return [{ text, kind: 'default', rtl: false }];
  const segments: ScriptSegment[] = [];
  for (const char of text) {
    const last = segments[segments.length - 1];
    const letter = LETTER_OR_MARK.test(char);
    if (!letter && last) {
      last.text += char;
      continue;
    }
    const range = letter ? rangeOf(char.codePointAt(0)!) : undefined;
    const kind = range?.kind ?? 'default';
    const font = range?.font;
    if (last && last.kind === kind && last.font === font) last.text += char;
    else segments.push({ text: char, kind, rtl: range?.rtl ?? false, ...(font ? { font } : {}) });
  }
  return segments;
}

/** Whether a paragraph reads right to left: its first letter is Arabic, Hebrew or the like. */
export function readsRightToLeft(text: string): boolean {
  for (const char of text) {
    if (/^\p{L}$/u.test(char)) return rangeOf(char.codePointAt(0)!)?.rtl ?? false;
  }
  return false;
}
