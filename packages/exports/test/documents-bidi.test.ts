import { describe, expect, it } from 'vitest';
import { bidiParagraph } from '../src/documents/bidi-lines.js';

// Every character one unit wide, so line widths are character counts.
const width = (text: string) => [...text].length;
/** Each line's pieces as drawn left to right, spaces left out, right-to-left pieces marked "<". */
const drawn = (text: string, lineWidth = 1000) => {
  const paragraph = bidiParagraph([{ text }], lineWidth, width);
  return {
    rtl: paragraph.rtl,
    lines: paragraph.lines.map((line) => line.filter((p) => !p.space).map((p) => (p.rtl ? `${p.text}<` : p.text))),
  };
};

describe('bidiParagraph', () => {
  it('leaves a left-to-right paragraph in order and puts the words of an Arabic phrase in it right to left', () => {
    expect(drawn('one two ثلاثة أربعة five')).toEqual({
      rtl: false,
      // Read from the right, the Arabic phrase is ثلاثة أربعة: its first word is drawn to the right.
      lines: [['one', 'two', 'أربعة<', 'ثلاثة<', 'five']],
    });
  });

  it('draws a paragraph that starts in Arabic from the right, numbers left to right, brackets facing the text', () => {
    // Logical: "he said (hello) in 2024 the year".
    expect(drawn('قال (مرحبا) في 2024 العام')).toEqual({
      rtl: true,
      // Each right-to-left word is handed over in reading order (fontkit draws it from the right);
      // the brackets are mirrored, so once drawn from the right they open towards the word.
      lines: [['العام<', '2024', 'في<', ')مرحبا(<', 'قال<']],
    });
  });

  it('fills lines in reading order: the first words of a right-to-left paragraph are on its first line', () => {
    expect(drawn('واحد اثنان ثلاثة أربعة خمسة ستة', 12).lines).toEqual([
      ['اثنان<', 'واحد<'],
      ['أربعة<', 'ثلاثة<'],
      ['ستة<', 'خمسة<'],
    ]);
  });

  it('keeps styled ranges apart and an emoji with its variation selector', () => {
    const paragraph = bidiParagraph([{ text: 'Sara ' }, { text: 'سارة 🎙️' }], 100, width);
    const pieces = paragraph.lines[0]!.filter((p) => !p.space);
    expect(pieces.map((p) => [p.style, p.text])).toEqual([
      [0, 'Sara'],
      [1, 'سارة'],
      [1, '🎙️'],
    ]);
  });

  it('cuts a word wider than a line', () => {
    const lines = bidiParagraph([{ text: 'مرحبامرحبا' }], 4, width).lines;
    expect(lines.map((l) => l.map((p) => p.text).join(''))).toEqual(['مرحب', 'امرح', 'با']);
  });
});
