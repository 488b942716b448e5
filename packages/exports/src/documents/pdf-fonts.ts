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
   * no Chinese, Japanese or Korean, for instance). Missing files are skipped.
   */
  fallbackFonts?: readonly string[];
}

/** Debian's fonts-dejavu-core. */
export const DEFAULT_FONT_DIR = '/usr/share/fonts/truetype/dejavu';
/** Debian's fonts-droid-fallback (CJK), used only when installed. */
export const DEFAULT_FALLBACK_FONTS: readonly string[] = ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];

export type Face = 'regular' | 'bold' | 'italic';

/** A piece of text drawable with one registered font. */
export interface FontPiece {
  font: string;
  text: string;
}

export interface PdfFonts {
  /** Whether the fonts are embedded TrueType (true) or PDF's built-in Helvetica (false). */
  embedded: boolean;
  /** Font name → the font file, to register with PDFKit before drawing. */
  files: ReadonlyMap<string, Buffer>;
  /** The registered name of a face's font. */
  nameOf(face: Face): string;
  /** The text cut where the font has to change; characters no font can draw become "?". */
  pieces(text: string, face: Face): FontPiece[];
}

const REPLACEMENT = '?';

interface LoadedFont {
  data: Buffer;
  coverage: FontCoverage;
}

// Font files do not change while the server runs; parse each once.
const loaded = new Map<string, Promise<LoadedFont | null>>();

function loadFont(file: string): Promise<LoadedFont | null> {
  let font = loaded.get(file);
  if (!font) {
    font = readFile(file).then(
      (data) => {
        try {
          return { data, coverage: readFontCoverage(data) };
        } catch {
          return null;
        }
      },
      () => null,
    );
    loaded.set(file, font);
  }
  return font;
}

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
  const files = new Map<string, Buffer>();
  const names = new Map<LoadedFont, string>();
  const register = (font: LoadedFont, name: string) => {
    if (!names.has(font)) {
      names.set(font, name);
      files.set(name, font.data);
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

  return {
    embedded: true,
    files,
    nameOf: (face) => faceNames[face],
    pieces(text, face) {
      // Nearly every transcript paragraph is plain ASCII: one piece, no per-character work.
      if (asciiCovered && /^[\x20-\x7e]*$/.test(text)) return [{ font: faceNames[face], text }];
      const pieces: FontPiece[] = [];
      for (const char of text) {
        const cp = char.codePointAt(0)!;
        let font = faceNames[face];
        let drawn = char;
        if (cp !== 0x20 && cp !== 0x0a && !faces[face].coverage.has(cp)) {
          // The same family's regular face first (bold and oblique cover fewer characters).
          const index = faces.regular.coverage.has(cp) ? -1 : fallbacks.findIndex((f) => f.coverage.has(cp));
          if (faces.regular.coverage.has(cp)) font = faceNames.regular;
          else if (index >= 0) font = fallbackNames[index]!;
          else drawn = REPLACEMENT;
        }
        const last = pieces[pieces.length - 1];
        if (last && last.font === font) last.text += drawn;
        else pieces.push({ font, text: drawn });
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
    files: new Map(),
    nameOf: (face) => faceNames[face],
    pieces: (text, face) => [{ font: faceNames[face], text: toWinAnsi(text) }],
  };
}
