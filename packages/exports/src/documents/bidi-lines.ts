import bidiFactory from 'bidi-js';

/**
 * Right-to-left text in the PDF: PDFKit lays
 * text out in the order it is stored, and fontkit reverses the glyphs of each right-to-left word it
 * shapes, but nothing puts the words of an Arabic phrase (or a Latin word inside one) in the order
 * they are read. This module breaks such a paragraph into lines and gives each line's pieces in
 * the order they are drawn, left to right (the Unicode bidirectional algorithm, UAX #9, rules L1–L4,
 * on levels computed by bidi-js).
 */

const bidi = bidiFactory();

/** Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Whether a paragraph needs the line-by-line layout below rather than PDFKit's own. */
export function needsOwnLayout(text: string): boolean {
  return RTL_SCRIPT.test(text);
}

/** One piece of a line in drawing order; `text` is in the order to hand to fontkit. */
export interface VisualPiece {
  /** Which of the paragraph's styled ranges it comes from. */
  style: number;
  text: string;
  /** Right-to-left: fontkit reverses the glyphs of Arabic or Hebrew text itself. */
  rtl: boolean;
  space: boolean;
}

export interface BidiParagraph {
  /** The paragraph reads right to left (its first strong letter is Arabic or Hebrew). */
  rtl: boolean;
  /** Lines as ranges of the paragraph's text, trailing spaces left out, each in drawing order. */
  lines: VisualPiece[][];
}

/** A code point with the marks and joiners that follow it: never split, never reordered inside. */
interface Atom {
  start: number;
  end: number;
  level: number;
  style: number;
  space: boolean;
}

const isClusterTail = (char: string) => {
  const cp = char.codePointAt(0)!;
  return (
    /^\p{M}$/u.test(char) ||
    cp === 0x200c ||
    cp === 0x200d ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    // Skin tones go with the emoji before them.
    (cp >= 0x1f3fb && cp <= 0x1f3ff)
  );
};

/**
 * Lays out one paragraph made of styled ranges: `measure` gives the width of a piece of text in a
 * style; lines hold at most `width`. Lines break at spaces, or inside a word wider than a line.
 */
export function bidiParagraph(
  ranges: readonly { text: string }[],
  width: number,
  measure: (text: string, style: number) => number,
): BidiParagraph {
  const text = ranges.map((r) => r.text).join('');
  const levels = bidi.getEmbeddingLevels(text);
  const rtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;

  const atoms: Atom[] = [];
  let at = 0;
  ranges.forEach((range, style) => {
    for (const char of range.text) {
      const start = at;
      at += char.length;
      const last = atoms[atoms.length - 1];
      if (last && last.style === style && last.end === start && isClusterTail(char)) last.end = at;
      else atoms.push({ start, end: at, level: levels.levels[start]!, style, space: /^\s$/u.test(char) });
    }
  });

  const widthOf = (from: number, to: number) => {
    let total = 0;
    for (const group of groupByStyle(atoms.slice(from, to))) {
      total += measure(text.slice(group[0]!.start, group[group.length - 1]!.end), group[0]!.style);
    }
    return total;
  };

  // Greedy line filling. Each word and each run of spaces is measured once, so the time grows
  // with the length of the paragraph, however long its words.
  const lines: Array<[number, number]> = [];
  let lineStart = -1;
  let lineWidth = 0;
  let spaceFrom = -1;
  let spaceWidth = 0;
  const breakLine = (end: number) => {
    if (lineStart >= 0) lines.push([lineStart, end]);
    lineStart = -1;
    lineWidth = 0;
  };
  let i = 0;
  while (i < atoms.length) {
    let end = i;
    const space = atoms[i]!.space;
    while (end < atoms.length && atoms[end]!.space === space) end++;
    if (space) {
      spaceFrom = i;
      spaceWidth = lineStart >= 0 ? widthOf(i, end) : 0;
      i = end;
      continue;
    }
    const wordWidth = widthOf(i, end);
    if (lineStart >= 0 && lineWidth + spaceWidth + wordWidth <= width) {
      lineWidth += spaceWidth + wordWidth;
    } else if (wordWidth <= width) {
      breakLine(lineStart >= 0 ? spaceFrom : i);
      lineStart = i;
      lineWidth = wordWidth;
    } else {
      // A word wider than a line: its own lines, as many atoms on each as fit (at least one),
      // measured one by one; the last piece starts the next line.
      breakLine(lineStart >= 0 ? spaceFrom : i);
      let from = i;
      let used = 0;
      for (let a = i; a < end; a++) {
        const w = widthOf(a, a + 1);
        if (a > from && used + w > width) {
          lines.push([from, a]);
          from = a;
          used = 0;
        }
        used += w;
      }
      lineStart = from;
      lineWidth = used;
    }
    spaceWidth = 0;
    i = end;
  }
  breakLine(atoms.length);

  return {
    rtl,
    lines: lines.map(([from, to]) => visualLine(text, trimmed(atoms.slice(from, to)))),
  };
}

/** A line without the spaces at its end (rule L1 gives them the paragraph's level; they are not drawn). */
function trimmed(atoms: Atom[]): Atom[] {
  let end = atoms.length;
  while (end > 0 && atoms[end - 1]!.space) end--;
  return atoms.slice(0, end);
}

function groupByStyle(atoms: Atom[]): Atom[][] {
  const groups: Atom[][] = [];
  for (const atom of atoms) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.style === atom.style) last.push(atom);
    else groups.push([atom]);
  }
  return groups;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or higher. */
function reorder(atoms: Atom[]): Atom[] {
  const order = atoms.slice();
  const max = Math.max(0, ...order.map((a) => a.level));
  const minOdd = Math.min(...order.map((a) => (a.level % 2 === 1 ? a.level : Infinity)));
  for (let level = max; level >= minOdd && level > 0; level--) {
    for (let i = 0; i < order.length;) {
      if (order[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && order[end]!.level >= level) end++;
      const run = order.slice(i, end).reverse();
      order.splice(i, run.length, ...run);
      i = end;
    }
  }
  return order;
}

/**
 * One line in drawing order. Spaces are pieces of their own: PDFKit lays a word out together with
 * the space after it, and fontkit would put that space on the wrong side of a right-to-left word.
 */
function visualLine(text: string, atoms: Atom[]): VisualPiece[] {
  // Rule L1: spaces at the end of a line go back to the paragraph's level (trimmed already), and
  // a line is reordered on its own.
  const pieces: VisualPiece[] = [];
  let group: Atom[] = [];
  const flush = () => {
    if (!group.length) return;
    const first = group[0]!;
    const rtl = first.level % 2 === 1;
    const chars = group.map((a) => {
      const s = text.slice(a.start, a.end);
      // Rule L4: brackets and the like face the other way in right-to-left text.
      return rtl ? (bidi.getMirroredCharacter(s) ?? s) : s;
    });
    // fontkit reverses a right-to-left word it recognises as Arabic or Hebrew: hand it those in
    // reading order, anything else (say "!" or "..." alone) in drawing order.
    const rtlScript = rtl && chars.some((c) => RTL_SCRIPT.test(c));
    pieces.push({
      style: first.style,
      text: (rtlScript ? chars.reverse() : chars).join(''),
      rtl: rtlScript,
      space: first.space,
    });
    group = [];
  };
  for (const atom of reorder(atoms)) {
    const last = group[group.length - 1];
    const sameRun = last && last.style === atom.style && last.level % 2 === atom.level % 2 && last.space === atom.space;
    if (!sameRun) flush();
    group.push(atom);
  }
  flush();
  return pieces;
}
