import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readFontCoverage, type FontCoverage } from './font-coverage.js';

/** Where the PDF renderer finds its fonts; tests point these elsewhere. */
export interface PdfFontOptions {
  /**
   * Folder with DejaVuSans.ttf and DejaVuSans-Bold.ttf (DejaVuSans-Oblique.ttf is used when there).
   * When the regular or bold file is missing or unreadable the PDF falls back to Helvetica.
   */
  fontDir?: string;
  /**
   * TrueType/OpenType files tried in order for characters DejaVu Sans has no glyph for (DejaVu has
   * no Chinese, Japanese, Korean or Devanagari, for instance). A font collection (.ttc) names the
   * font in it to use. Missing files are skipped.
   */
  fallbackFonts?: readonly FallbackFont[];
}

/** A font file, or one font of a collection (.ttc) named by its PostScript name. */
export type FallbackFont = string | { file: string; postscriptName: string };

/** Debian's fonts-dejavu-core. */
export const DEFAULT_FONT_DIR = '/usr/share/fonts/truetype/dejavu';

const NOTO = '/usr/share/fonts/truetype/noto';
/**
 * Debian's fonts-noto-core (Arabic, Devanagari), fonts-noto-cjk (Chinese, Japanese, Korean: the
 * Japanese member of the collection, which has every CJK ideograph, kana and Hangul) and
 * fonts-symbola (emoji as outlines: Noto Color Emoji's bitmaps cannot be embedded by PDFKit).
 * scripts/lib/system-packages.mjs installs them; fonts-droid-fallback is used when installed.
 */
export const DEFAULT_FALLBACK_FONTS: readonly FallbackFont[] = [
  `${NOTO}/NotoSansArabic-Regular.ttf`,
  `${NOTO}/NotoSansDevanagari-Regular.ttf`,
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKjp-Regular' },
  '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];

export type Face = 'regular' | 'bold' | 'italic';

/** A piece of text drawable with one registered font. */
export interface FontPiece {
  font: string;
  text: string;
}

export interface PdfFonts {
  /** Whether the fonts are embedded TrueType (true) or PDF's built-in Helvetica (false). */
  embedded: boolean;
  /** Registers every font with the document, under the names `nameOf` and `pieces` give. */
  register(pdf: PDFKit.PDFDocument): void;
  /** The registered name of a face's font. */
  nameOf(face: Face): string;
  /** The text cut where the font has to change; characters no font can draw become "?". */
  pieces(text: string, face: Face): FontPiece[];
}

const REPLACEMENT = '?';

interface LoadedFont {
  data: Buffer;
  /** The font's PostScript name when it is one of a collection. */
  postscriptName?: string;
  coverage: FontCoverage;
}

// Font files do not change while the server runs; parse each once.
const loaded = new Map<string, Promise<LoadedFont | null>>();

function loadFont(font: FallbackFont): Promise<LoadedFont | null> {
  const { file, postscriptName } = typeof font === 'string' ? { file: font, postscriptName: undefined } : font;
  const key = postscriptName ? `${file}#${postscriptName}` : file;
  let found = loaded.get(key);
  if (!found) {
    found = readFile(file).then(
      (data) => {
        try {
          return { data, postscriptName, coverage: readFontCoverage(data, postscriptName) };
        } catch {
          return null;
        }
      },
      () => null,
    );
    loaded.set(key, found);
  }
  return found;
}

/**
 * Scripts whose letters join or stack (Arabic, Syriac, Thaana, N'Ko, Devanagari and the other
 * Indic scripts): drawn with a fallback made for them even where DejaVu Sans has the letters, so
 * a word is never split between two fonts (which breaks the joins) and gets the shaping rules a
 * dedicated font has.
 */
const COMPLEX_SCRIPT = /[\u0600-\u07ff\u0870-\u0dff\ufb50-\ufdff\ufe70-\ufefe]/u;

/**
 * Invisible characters that only change their neighbours (joiners, direction marks, variation
 * selectors such as the one after an emoji): kept when the font drawing the character before has
 * them, else left out rather than shown as "?".
 */
const IGNORABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xe0000, 0xe0fff],
];
const isIgnorable = (cp: number) => IGNORABLE_RANGES.some(([from, to]) => cp >= from && cp <= to);

export async function resolvePdfFonts(options: PdfFontOptions = {}): Promise<PdfFonts> {
  const dir = options.fontDir ?? DEFAULT_FONT_DIR;
  const [regular, bold, italic, ...fallbacks] = await Promise.all([
    loadFont(path.join(dir, 'DejaVuSans.ttf')),
    loadFont(path.join(dir, 'DejaVuSans-Bold.ttf')),
    loadFont(path.join(dir, 'DejaVuSans-Oblique.ttf')),
    ...(options.fallbackFonts ?? DEFAULT_FALLBACK_FONTS).map(loadFont),
  ]);
  if (!regular || !bold) return helvetica();
  return embedded(
    { regular, bold, italic: italic ?? regular },
    fallbacks.filter((f): f is LoadedFont => f !== null),
  );
}

function embedded(faces: Record<Face, LoadedFont>, fallbacks: LoadedFont[]): PdfFonts {
  const names = new Map<LoadedFont, string>();
  const byName = new Map<string, LoadedFont>();
  const register = (font: LoadedFont, name: string) => {
    if (!names.has(font)) {
      names.set(font, name);
      byName.set(name, font);
    }
    return names.get(font)!;
  };
  const faceNames: Record<Face, string> = {
    regular: register(faces.regular, 'body'),
    bold: register(faces.bold, 'body-bold'),
    italic: register(faces.italic, 'body-italic'),
  };
  const fallbackNames = fallbacks.map((f, i) => register(f, `fallback-${i}`));
  const asciiCovered = (Object.keys(faces) as Face[]).every((face) => {
    for (let cp = 0x20; cp < 0x7f; cp++) if (!faces[face].coverage.has(cp)) return false;
    return true;
  });

  /** The registered name of the font to draw a character with; undefined when no font has it. */
  const fontFor = (cp: number, face: Face): string | undefined => {
    if (cp === 0x20 || cp === 0x0a) return faceNames[face];
    const fallback = () => {
      const index = fallbacks.findIndex((f) => f.coverage.has(cp));
      return index >= 0 ? fallbackNames[index] : undefined;
    };
    if (COMPLEX_SCRIPT.test(String.fromCodePoint(cp))) {
      const dedicated = fallback();
      if (dedicated) return dedicated;
    }
    if (faces[face].coverage.has(cp)) return faceNames[face];
    // The same family's regular face first (bold and oblique cover fewer characters).
    if (faces.regular.coverage.has(cp)) return faceNames.regular;
    return fallback();
  };

  return {
    embedded: true,
    register(pdf) {
      for (const [name, font] of byName) {
        if (font.postscriptName) pdf.registerFont(name, font.data, font.postscriptName);
        else pdf.registerFont(name, font.data);
      }
    },
    nameOf: (face) => faceNames[face],
    pieces(text, face) {
      // Nearly every transcript paragraph is plain ASCII: one piece, no per-character work.
      if (asciiCovered && /^[\x20-\x7e]*$/.test(text)) return [{ font: faceNames[face], text }];
      const pieces: FontPiece[] = [];
      for (const char of text) {
        const cp = char.codePointAt(0)!;
        const last = pieces[pieces.length - 1];
        if (isIgnorable(cp)) {
          if (last && byName.get(last.font)!.coverage.has(cp)) last.text += char;
          continue;
        }
        const font = fontFor(cp, face);
        const drawn = font ? char : REPLACEMENT;
        const drawnWith = font ?? faceNames[face];
        if (last && last.font === drawnWith) last.text += drawn;
        else pieces.push({ font: drawnWith, text: drawn });
      }
      return pieces;
    },
  };
}

// WinAnsiEncoding: printable ASCII, Latin-1 and these 27 characters at 0x80–0x9F.
const NOT_WIN_ANSI = /[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;

/** What the built-in Helvetica can encode; everything else is "?". */
export function toWinAnsi(text: string): string {
  return text.replace(NOT_WIN_ANSI, REPLACEMENT);
}

function helvetica(): PdfFonts {
  const faceNames: Record<Face, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
  return {
    embedded: false,
    register: () => {},
    nameOf: (face) => faceNames[face],
    pieces: (text, face) => [{ font: faceNames[face], text: toWinAnsi(text) }],
  };
}
