/**
 * Line fitting without a font engine: each character's advance is estimated in ems from DejaVu
 * Sans Bold's metrics (the widest of the fonts we render with), rounded up, so a line we call
 * fitting never runs past the frame once libass draws it.
 */
const NARROW = new Set([...'iljtfrI!|.,:;\'"()[]{} ']);
const WIDE = new Set([...'mwMW@%']);

/** Estimated width of `text` in ems of a bold sans font. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (NARROW.has(char)) width += 0.42;
    else if (WIDE.has(char)) width += 1.1;
    else if (char >= 'A' && char <= 'Z') width += 0.82;
    else if (char.charCodeAt(0) > 0x2e7f)
      width += 1.05; // CJK and other full-width scripts
    else width += 0.72;
  }
  return width;
}

const ELLIPSIS = '…';

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxEm`, at spaces. A word wider than a
 * line is cut. Text left over is dropped and the last line ends with an ellipsis.
 */
export function fitLines(text: string, maxEm: number, maxLines: number): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => cutWord(word, maxEm));
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (textWidthEm(candidate) <= maxEm) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines) {
    if (current) lines.push(current);
    return lines;
  }
  // Ran out of lines with words left: end the last line with an ellipsis that fits.
  // Whole words are dropped first; a line that is one long word loses characters instead.
  let last = lines[maxLines - 1]!;
  while (last && textWidthEm(`${last}${ELLIPSIS}`) > maxEm) {
    const space = last.lastIndexOf(' ');
    last = space > 0 ? last.slice(0, space) : [...last].slice(0, -1).join('');
  }
  lines[maxLines - 1] = `${last.trimEnd()}${ELLIPSIS}`;
  return lines;
}

/** A word wider than a line, in line-wide pieces (a URL or a name in a script without spaces). */
function cutWord(word: string, maxEm: number): string[] {
  if (textWidthEm(word) <= maxEm) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidthEm(piece + char) > maxEm) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
