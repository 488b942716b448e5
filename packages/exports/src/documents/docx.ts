import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IRunOptions,
} from 'docx';
import type { ExportDocument } from '../model.js';
import { buildOutline, type DocumentRun, type OutlineBlock } from './outline.js';
import { readsRightToLeft, scriptSegments } from './script-runs.js';

const CREATOR = 'Scriptloom';
const MUTED = '767676';
const ORDERED_LIST = 'show-notes-ordered';
const HEADINGS = {
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
} as const;

/** A Word document of the transcript and the parts asked for (see `buildOutline` for the structure). */
export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  const outline = buildOutline(doc);
  const children: FileChild[] = [];
  for (const block of outline) children.push(...render(block));

  const document = new Document({
    creator: CREATOR,
    lastModifiedBy: CREATOR,
    title: outline[0]?.kind === 'title' ? outline[0].text : doc.title,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 22 } } },
    },
    numbering: {
      config: [
        {
          reference: ORDERED_LIST,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    color: MUTED,
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

function render(block: OutlineBlock): FileChild[] {
  switch (block.kind) {
    case 'title':
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_1, ...direction(block.text), children: textRuns(block.text) }),
      ];
    case 'meta':
      return [
        new Paragraph({
          ...direction(block.text),
          children: textRuns(block.text, { color: MUTED }),
          spacing: { after: 240 },
        }),
      ];
    case 'heading':
      return [
        new Paragraph({ heading: HEADINGS[block.level], ...direction(block.text), children: textRuns(block.text) }),
      ];
    case 'paragraph':
      return [new Paragraph({ ...direction(plain(block.runs)), children: runs(block.runs), spacing: { after: 120 } })];
    case 'list-item':
      return [
        new Paragraph({
          ...direction(plain(block.runs)),
          children: runs(block.runs),
          ...(block.ordered
            ? { numbering: { reference: ORDERED_LIST, level: block.depth, instance: block.list } }
            : { bullet: { level: block.depth } }),
        }),
      ];
    case 'chapters':
      return [chapterTable(block.rows), new Paragraph({ children: [] })];
    case 'quote':
      return [
        new Paragraph({
          indent: { left: 720, right: 720 },
          spacing: { after: 160 },
          ...direction(block.text),
          children: [
            ...textRuns(`“${block.text}”`, { italics: true }),
            ...(block.attribution ? textRuns(block.attribution, { color: MUTED, break: 1 }) : []),
          ],
        }),
      ];
    case 'note':
      return [
        new Paragraph({ ...direction(block.text), children: textRuns(block.text, { italics: true, color: MUTED }) }),
      ];
    case 'utterance': {
      // One run per piece, never per word: a long transcript stays a few thousand runs.
      const pieces: TextRun[] = [];
      if (block.speaker) pieces.push(...textRuns(block.speaker, { bold: true }));
      if (block.timestamp) {
        pieces.push(new TextRun({ text: block.speaker ? `  ${block.timestamp}` : block.timestamp, color: MUTED }));
      }
      pieces.push(...textRuns(block.text, { break: pieces.length ? 1 : 0 }));
      return [new Paragraph({ ...direction(block.text), children: pieces, spacing: { after: 200 }, keepLines: false })];
    }
  }
}

function runs(inline: readonly DocumentRun[]): TextRun[] {
  return inline.flatMap((r) => textRuns(r.text, { bold: r.bold, italics: r.italic }));
}

function plain(inline: readonly DocumentRun[]): string {
  return inline.map((r) => r.text).join('');
}

type RunStyle = Omit<IRunOptions, 'text' | 'children'>;

/**
 * The text as runs, one per stretch of a script (script-runs.ts): Chinese, Japanese and Korean
 * name their East Asian font, Arabic, Hebrew, Devanagari and the like their complex-script font,
 * and right-to-left runs are marked so. A line break asked for goes before the first run only.
 */
function textRuns(text: string, style: RunStyle = {}): TextRun[] {
  return scriptSegments(text).map((segment, i) => {
    const own: IRunOptions = i === 0 ? style : { ...style, break: undefined };
    if (segment.kind === 'default' || !segment.font) return new TextRun({ ...own, text: segment.text });
    return new TextRun({
      ...own,
      text: segment.text,
      font:
        segment.kind === 'east-asian' ? { eastAsia: segment.font, hint: 'eastAsia' } : { cs: segment.font, hint: 'cs' },
      ...(segment.rtl ? { rightToLeft: true } : {}),
    });
  });
}

/** A paragraph whose first letter reads right to left is a right-to-left paragraph. */
function direction(text: string): { bidirectional?: boolean } {
  return readsRightToLeft(text) ? { bidirectional: true } : {};
}

function chapterTable(rows: { time: string; summary: string }[]): Table {
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'D0D0D0' };
  const cell = (text: string, width: number, bold = false) =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      children: [new Paragraph({ ...direction(text), children: textRuns(text, { bold }) })],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      new TableRow({ tableHeader: true, children: [cell('Time', 18, true), cell('Chapter', 82, true)] }),
      ...rows.map((r) => new TableRow({ children: [cell(r.time, 18), cell(r.summary, 82)] })),
    ],
  });
}
