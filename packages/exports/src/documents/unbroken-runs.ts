/**
 * A stretch without white space longer than this is cut into pieces for the PDF layout. Longer
 * than any line holds (about 150 narrow characters at body size), so a word that fits on a line,
 * a long address included, is laid out whole as before.
 *
 * Why cut at all: PDFKit breaks a word wider than a line character by character, and after each
 * line it measures the whole rest of the word again and caches the glyph layout of every rest it
 * measured. A 20,000-character name took most of a minute and most of a gigabyte, growing with the
 * square of the length.
 */
export const MAX_UNBROKEN_CHARS = 200;

/**
 * How many characters the pieces of such a stretch hold at a font size (points). Each piece is
 * measured once and goes on the line when it fits, else starts the next one, so time and memory
 * grow with the length. About 50 points wide (an average character is 0.6 of the size), so a line
 * still fills to within a few characters of the margin; not smaller, as every piece costs a call.
 */
export function unbrokenPieceChars(fontSize: number): number {
  return Math.max(4, Math.round(90 / fontSize));
}

/**
 * The text cut into consecutive pieces: every stretch of more than `max` characters without white
 * space is cut every `piece` characters; joined, the pieces give the text back exactly. Text with no
 * such stretch is one piece. A cut never falls between the two halves of a surrogate pair.
 */
export function splitUnbrokenRuns(text: string, piece: number, max = MAX_UNBROKEN_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let from = 0;
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isWhiteSpace(text.charCodeAt(i))) continue;
    if (i - runStart > max) {
      let cut = runStart + piece;
      while (cut < i) {
        // The low half of a pair goes with its high half, into the piece before.
        const at = isLowSurrogate(text.charCodeAt(cut)) ? cut + 1 : cut;
        if (at >= i) break;
        pieces.push(text.slice(from, at));
        from = at;
        cut = at + piece;
      }
    }
    runStart = i + 1;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** White space a line may break at (a no-break space is not one: it holds its neighbours together). */
function isWhiteSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2028 || code === 0x2029;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
