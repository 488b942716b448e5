import { captionPages, type CaptionPage } from './caption-pages.js';
import type { FrameLayout } from './layout.js';
import { fitLines } from './text-fit.js';
import type { CaptionWord } from './render-types.js';

export interface AssScriptInput {
  layout: FrameLayout;
  /** Font family as fontconfig knows it (render-fonts.ts). */
  font: string;
  duration: number;
  title: string;
  speaker: string;
  /** Empty: no captions. */
  words: CaptionWord[];
}

// ASS colours are &HAABBGGRR (alpha 00 = opaque).
const WHITE = '&H00FFFFFF';
const SOFT_WHITE = '&H00E6E6E6';
const HIGHLIGHT = '&H0000D4FF'; // #FFD400, a warm yellow that reads on every catalogue background
const OUTLINE = '&H00101010';
const SHADOW = '&H80000000';
const MAX_TITLE_LINES = 2;
// libass puts lines about this many font sizes apart.
const LINE_HEIGHT = 1.2;

/**
 * The subtitle script drawn over the frame by ffmpeg's `ass` filter: the title and the speaker for
 * the whole clip, and the captions a page (a line or two) at a time with the word being said in
 * yellow. Each word of a page is its own event lasting until the next word starts, so the
 * highlight moves in time with the speech without any per-frame work on our side.
 */
export function assScript(input: AssScriptInput): string {
  const { layout } = input;
  const textWidth = layout.width - 2 * layout.side;
  const centreX = Math.round(layout.width / 2);
  const events: string[] = [];
  const end = input.duration;

  const titleLines = fitLines(input.title, textWidth / layout.titleSize, MAX_TITLE_LINES);
  if (titleLines.length) {
    const text = titleLines.map(escapeAssText).join('\\N');
    events.push(dialogue('Title', 0, end, `{\\an8\\pos(${centreX},${layout.titleTop})}${text}`));
  }
  const speakerTop =
    layout.titleTop + Math.round(titleLines.length * layout.titleSize * LINE_HEIGHT + layout.speakerSize * 0.4);
  const speakerLine = fitLines(input.speaker, textWidth / layout.speakerSize, 1)[0];
  if (speakerLine) {
    events.push(dialogue('Speaker', 0, end, `{\\an8\\pos(${centreX},${speakerTop})}${escapeAssText(speakerLine)}`));
  }

  const pages = captionPages(input.words, {
    lineEm: textWidth / layout.captionSize,
    maxLines: layout.captionLines,
    duration: end,
  });
  for (const page of pages) events.push(...pageEvents(page, `{\\an5\\pos(${centreX},${layout.captionCentre})}`));

  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${layout.width}`,
    `PlayResY: ${layout.height}`,
    // 2: no automatic wrapping; our lines are fitted already, and \N is the only line break.
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    style('Title', input.font, layout.titleSize, WHITE, true, 3),
    style('Speaker', input.font, layout.speakerSize, SOFT_WHITE, false, 3),
    style('Caption', input.font, layout.captionSize, WHITE, true, 5),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}

/** One event per word of the page: the page's text with that word highlighted until the next starts. */
function pageEvents(page: CaptionPage, position: string): string[] {
  const words = page.lines.flat();
  const scale = page.scale < 1 ? `{\\fscx${Math.floor(page.scale * 100)}\\fscy${Math.floor(page.scale * 100)}}` : '';
  return words.map((current, i) => {
    const from = i === 0 ? page.start : current.start;
    const to = i === words.length - 1 ? page.end : words[i + 1]!.start;
    const text = page.lines
      .map((line) =>
        line
          .map((word) =>
            word === current ? `{\\c${HIGHLIGHT}&}${escapeAssText(word.text)}{\\c${WHITE}&}` : escapeAssText(word.text),
          )
          .join(' '),
      )
      .join('\\N');
    return dialogue('Caption', from, Math.max(from, to), `${position}${scale}${text}`);
  });
}

function style(name: string, font: string, size: number, colour: string, bold: boolean, outline: number): string {
  const fields = [
    name,
    font,
    size,
    colour,
    colour,
    OUTLINE,
    SHADOW,
    bold ? -1 : 0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    1,
    outline,
    2,
    5,
    0,
    0,
    0,
    1,
  ];
  return `Style: ${fields.join(',')}`;
}

function dialogue(styleName: string, start: number, end: number, text: string): string {
  return `Dialogue: 0,${assTime(start)},${assTime(end)},${styleName},,0,0,0,,${text}`;
}

/** ASS times are H:MM:SS.cc (centiseconds). */
export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/**
 * Text as it must appear, not as ASS markup: braces would open an override block (libass reads
 * `\{` and `\}` as plain braces) and a backslash before N, n or h would break the line or space
 * it, so a word joiner (invisible) is put after every backslash. Line breaks in a word become spaces.
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\\/g, '\\\u2060')
    .replace(/[{}]/g, (c) => `\\${c}`);
}
