/**
 * Longest stretch without white space handed to the PDF layout in one piece. Longer than any line
 * holds (about 150 narrow characters at body size), so words that fit on a line are never cut and
 * lines are still filled to the margin.
 *
 * Why a limit at all: PDFKit breaks a word wider than a line character by character, and after
 * each line it measures the whole rest of the word again and caches the glyph layout of every rest
 * it measured. A 20,000-character name took half a minute and most of a gigabyte, growing with the
 * square of the length. Cut into pieces of this size the same work is bounded per piece, so time
 * and memory grow with the length.
 */
export const MAX_UNBROKEN_CHARS = 200;

/**
 * The text cut into consecutive pieces, none holding more than `max` characters in a row without
 * white space; joined they give the text back exactly. Text with no such run is one piece. A cut
 * never falls between the two halves of a surrogate pair.
 */
export function splitUnbrokenRuns(text: string, max = MAX_UNBROKEN_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWhiteSpace(code)) {
      run = 0;
      continue;
    }
    if (run >= max && !(code >= 0xdc00 && code <= 0xdfff)) {
      pieces.push(text.slice(start, i));
      start = i;
      run = 0;
    }
    run++;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** White space a line may break at (a no-break space is not one: it holds its neighbours together). */
function isWhiteSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2028 || code === 0x2029;
}
