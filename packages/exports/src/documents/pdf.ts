import PDFDocument from 'pdfkit';
import type { ExportDocument } from '../model.js';
import { bidiParagraph, needsOwnLayout } from './bidi-lines.js';
import { buildOutline, type DocumentRun, type OutlineBlock } from './outline.js';
import { resolvePdfFonts, type Face, type PdfFontOptions, type PdfFonts } from './pdf-fonts.js';
import { splitUnbrokenRuns, unbrokenPieceChars } from './unbroken-runs.js';

export type { PdfFontOptions } from './pdf-fonts.js';

const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const TEXT = '#1a1a1a';
const MUTED = '#6b6b6b';
const BODY_SIZE = 11;
const HEADING_SIZES = { 2: 15, 3: 13, 4: 12, 5: 11 } as const;

interface Piece {
  text: string;
  face: Face;
  color?: string;
}

/**
 * A PDF of the transcript and the parts asked for (see `buildOutline` for the structure): A4, page
 * numbers in the footer, real text (extractable, searchable) in DejaVu Sans, or Helvetica when the
 * DejaVu files are not installed.
 */
export async function renderPdf(doc: ExportDocument, fontOptions: PdfFontOptions = {}): Promise<Buffer> {
  const fonts = await resolvePdfFonts(fontOptions);
  const outline = buildOutline(doc);
  const title = outline[0]?.kind === 'title' ? outline[0].text : doc.title;

  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    displayTitle: true,
    info: { Title: title, Creator: 'Scriptloom', Author: 'Scriptloom' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  fonts.register(pdf);
  const writer = new Writer(pdf, fonts);
  for (const block of outline) writer.block(block);
  writer.pageNumbers();
  pdf.end();
  return done;
}

class Writer {
  private readonly width: number;
  private color = '';

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    this.width = pdf.page.width - MARGIN.left - MARGIN.right;
    // A new page starts with PDF's default colour (PDFKit does not carry it over), also when a
    // paragraph flows onto it.
    pdf.on('pageAdded', () => {
      if (this.color) pdf.fillColor(this.color);
    });
  }

  block(block: OutlineBlock): void {
    const pdf = this.pdf;
    switch (block.kind) {
      case 'title':
        this.write([{ text: block.text, face: 'bold' }], { size: 20, gap: 4 });
        break;
      case 'meta':
        this.write([{ text: block.text, face: 'regular', color: MUTED }], { size: 10, gap: 6 });
        break;
      case 'heading': {
        const size = HEADING_SIZES[block.level];
        pdf.moveDown(block.level === 2 ? 1 : 0.5);
        // A heading never ends a page: it goes with at least two lines of what follows.
        this.keepLines(3, size);
        if (block.level === 2) pdf.outline.addItem(block.text);
        this.write([{ text: block.text, face: 'bold' }], { size, gap: 4 });
        break;
      }
      case 'paragraph':
        this.write(fromInline(block.runs), { size: BODY_SIZE, gap: 6 });
        break;
      case 'list-item': {
        const marker = block.ordered ? `${block.number}. ` : '• ';
        this.write([{ text: marker, face: 'regular' }, ...fromInline(block.runs)], {
          size: BODY_SIZE,
          gap: 3,
          indent: 14 + block.depth * 16,
        });
        break;
      }
      case 'chapters':
        for (const row of block.rows) {
          this.write(
            [
              { text: row.time, face: 'bold' },
              { text: ` — ${row.summary}`, face: 'regular' },
            ],
            { size: BODY_SIZE, gap: 3 },
          );
        }
        break;
      case 'quote':
        this.keepLines(2, BODY_SIZE);
        this.write([{ text: `“${block.text}”`, face: 'italic' }], {
          size: BODY_SIZE,
          gap: block.attribution ? 2 : 8,
          indent: 24,
        });
        this.write([{ text: block.attribution, face: 'regular', color: MUTED }], { size: 10, gap: 8, indent: 24 });
        break;
      case 'note':
        this.write([{ text: block.text, face: 'italic', color: MUTED }], { size: BODY_SIZE, gap: 6 });
        break;
      case 'utterance': {
        const header: Piece[] = [];
        if (block.speaker) header.push({ text: block.speaker, face: 'bold' });
        if (block.timestamp) {
          header.push({
            text: block.speaker ? `  ${block.timestamp}` : block.timestamp,
            face: 'regular',
            color: MUTED,
          });
        }
        if (header.length) {
          // Who spoke stays on the page where their words start.
          this.keepLines(2, BODY_SIZE);
          this.write(header, { size: BODY_SIZE, gap: 1 });
        }
        this.write([{ text: block.text, face: 'regular' }], { size: BODY_SIZE, gap: 9 });
        break;
      }
    }
  }

  /**
   * One paragraph: each piece (and each font change within it, for characters only a fallback font
   * has) is one `text` call chained with `continued`, so PDFKit wraps them as one flow of text.
   */
  private write(pieces: Piece[], layout: { size: number; gap: number; indent?: number }): void {
    const pdf = this.pdf;
    const indent = layout.indent ?? 0;
    if (needsOwnLayout(pieces.map((p) => p.text).join(''))) return this.writeLines(pieces, layout);
    const calls: { font: string; text: string; color: string }[] = [];
    for (const piece of pieces) {
      for (const part of this.fonts.pieces(piece.text, piece.face)) {
        // A very long word goes to PDFKit in pieces it can lay out in time (see MAX_UNBROKEN_CHARS);
        // chained with `continued`, the pieces still flow as one word, broken only at line ends.
        for (const text of splitUnbrokenRuns(part.text, unbrokenPieceChars(layout.size))) {
          if (text) calls.push({ font: part.font, text, color: piece.color ?? TEXT });
        }
      }
    }
    if (calls.length === 0) return;
    pdf.x = MARGIN.left + indent;
    pdf.fontSize(layout.size);
    calls.forEach((call, i) => {
      const last = i === calls.length - 1;
      // Setting a colour is not free in PDFKit; most calls keep the one before.
      if (call.color !== this.color) pdf.fillColor((this.color = call.color));
      pdf.font(call.font).text(call.text, {
        width: this.width - indent,
        continued: !last,
        paragraphGap: last ? layout.gap : 0,
        lineGap: 1.5,
      });
    });
    pdf.x = MARGIN.left;
  }

  /**
   * A paragraph with right-to-left text, laid out here line by line (bidi-lines.ts): each
   * line's pieces are drawn left to right at positions measured here, and a paragraph that reads
   * right to left is aligned right. Every piece sits on the body font's baseline, whatever its
   * font's own ascent.
   */
  private writeLines(pieces: Piece[], layout: { size: number; gap: number; indent?: number }): void {
    const pdf = this.pdf;
    const indent = layout.indent ?? 0;
    const left = MARGIN.left + indent;
    const width = this.width - indent;
    pdf.fontSize(layout.size);
    const measure = (text: string, style: number) =>
      this.fonts
        .pieces(text, pieces[style]!.face)
        .reduce((sum, part) => sum + pdf.font(part.font).widthOfString(part.text), 0);
    const paragraph = bidiParagraph(pieces, width, measure);

    pdf.font(this.fonts.nameOf('regular'));
    const lineHeight = pdf.currentLineHeight(true) + 1.5;
    // PDFKit keeps the current font's ascent (per 1000 units of size) only on a private field.
    const ascent = ((pdf as unknown as { _font: { ascender: number } })._font.ascender / 1000) * layout.size;
    let y = pdf.y;
    for (const line of paragraph.lines) {
      if (y + lineHeight > pdf.page.height - MARGIN.bottom) {
        pdf.addPage();
        y = pdf.y;
      }
      const parts = line.flatMap((piece) => {
        const style = pieces[piece.style]!;
        const fontPieces = this.fonts.pieces(piece.text, style.face);
        // A right-to-left word split between fonts: its parts go left to right in the reverse order.
        if (piece.rtl) fontPieces.reverse();
        return fontPieces.map((part) => ({
          ...part,
          color: style.color ?? TEXT,
          width: pdf.font(part.font).widthOfString(part.text),
        }));
      });
      const lineWidth = parts.reduce((sum, part) => sum + part.width, 0);
      let x = paragraph.rtl ? left + Math.max(0, width - lineWidth) : left;
      for (const part of parts) {
        // Spaces are gaps, not glyphs: a space glyph beside right-to-left text is read back on
        // the wrong side of it (pdftotext ran "بالعالم then" together), a gap is a word break.
        if (part.text.trim()) {
          if (part.color !== this.color) pdf.fillColor((this.color = part.color));
          pdf.font(part.font).text(part.text, x, y + ascent, { lineBreak: false, baseline: 'alphabetic' });
        }
        x += part.width;
      }
      y += lineHeight;
    }
    pdf.x = MARGIN.left;
    pdf.y = y + layout.gap;
  }

  /** Starts a new page when fewer than `lines` lines fit on this one. */
  private keepLines(lines: number, size: number): void {
    const pdf = this.pdf;
    if (pdf.y + lines * size * 1.35 > pdf.page.height - MARGIN.bottom) pdf.addPage();
  }

  /** "Page N of M" on every page, written once the number of pages is known. */
  pageNumbers(): void {
    const pdf = this.pdf;
    const range = pdf.bufferedPageRange();
    const regular = this.fonts.nameOf('regular');
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      // Writing below the bottom margin would otherwise make PDFKit open a new page.
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf
        .font(regular)
        .fontSize(9)
        .fillColor((this.color = MUTED))
        .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN.left, pdf.page.height - 44, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      pdf.page.margins.bottom = bottom;
    }
  }
}

function fromInline(runs: readonly DocumentRun[]): Piece[] {
  return runs.map((r) => ({ text: r.text, face: r.bold ? 'bold' : r.italic ? 'italic' : 'regular' }));
}
