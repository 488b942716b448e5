import { formatClock } from '@scriptloom/transcript';
import type { ExportPart } from '@scriptloom/contracts';
import type { ExportDocument } from '../model.js';
import { PART_LABELS } from '../prepare.js';
import { clockOf } from '../text/time.js';
import { parseMarkdownBlocks, type MarkdownBlock } from '../markdown/blocks.js';
import { plainRuns, runsText, type InlineRun } from '../markdown/inline.js';

/** Text with only bold and italic: all a Word or PDF paragraph of this outline is given. */
export type DocumentRun = Pick<InlineRun, 'text' | 'bold' | 'italic'>;

/**
 * The structure the Word and PDF documents share, decided once here so the two formats say the same
 * things in the same order; each renderer only chooses how a block looks.
 */
export type OutlineBlock =
  | { kind: 'title'; text: string }
  /** A quiet line under the title (the duration). */
  | { kind: 'meta'; text: string }
  /** 2: a section (Summary, Transcript, ...); 3 and below: headings inside the show notes. */
  | { kind: 'heading'; level: 2 | 3 | 4 | 5; text: string }
  | { kind: 'paragraph'; runs: DocumentRun[] }
  /** `list` numbers the lists of a document, so an ordered list can restart its numbering. */
  | { kind: 'list-item'; ordered: boolean; number: number; depth: number; list: number; runs: DocumentRun[] }
  | { kind: 'chapters'; rows: { time: string; summary: string }[] }
  | { kind: 'quote'; text: string; attribution: string }
  /** A transcript paragraph; speaker and timestamp present only when the options show them. */
  | { kind: 'utterance'; speaker: string | null; timestamp: string | null; text: string }
  /** Something the document says about itself (no speech, parts not available). */
  | { kind: 'note'; text: string };

export const DOCUMENT_TEXT = {
  transcript: 'Transcript',
  noSpeech: 'No speech was found in this recording.',
  duration: (sec: number) => `Duration: ${formatClock(sec)}`,
  missing: (labels: readonly string[]) => `Not available for this file yet: ${labels.join(', ')}.`,
  /** Who said a quote, and when; empty when neither is shown. */
  attribution: (speaker: string, clock: string) => {
    const by = [speaker.trim(), clock].filter(Boolean).join(', ');
    return by ? `— ${by}` : '';
  },
} as const;

/** Parts in the order a reader meets them, whatever order the options listed them in. */
const PART_ORDER: readonly ExportPart[] = ['summary', 'chapters', 'quotes', 'keywords', 'show_notes'];

export function buildOutline(doc: ExportDocument): OutlineBlock[] {
  const blocks: OutlineBlock[] = [{ kind: 'title', text: clean(doc.title) || 'Untitled' }];
  if (doc.durationSec !== null && Number.isFinite(doc.durationSec)) {
    blocks.push({ kind: 'meta', text: DOCUMENT_TEXT.duration(doc.durationSec) });
  }

  let lists = 0;
  for (const part of PART_ORDER) {
    const before = blocks.length;
    switch (part) {
      case 'summary': {
        const summary = doc.parts.summary;
        if (!summary) break;
        const headline = clean(summary.headline ?? '');
        if (headline) blocks.push({ kind: 'paragraph', runs: [{ text: headline, bold: true }] });
        for (const text of paragraphsOf(summary.abstract)) blocks.push({ kind: 'paragraph', runs: [{ text }] });
        break;
      }
      case 'chapters': {
        const rows = (doc.parts.chapters ?? [])
          .map((c) => ({ time: clockOf(c.timestamp), summary: clean(c.summary) }))
          .filter((r) => r.summary);
        if (rows.length) blocks.push({ kind: 'chapters', rows });
        break;
      }
      case 'quotes':
        for (const q of doc.parts.quotes ?? []) {
          const text = clean(q.text);
          if (text)
            blocks.push({
              kind: 'quote',
              text,
              // The speakers and timestamps options hold for quotes too (a person may hide names).
              attribution: DOCUMENT_TEXT.attribution(
                doc.options.speakers ? clean(q.speaker) : '',
                doc.options.timestamps ? clockOf(q.timestamp) : '',
              ),
            });
        }
        break;
      case 'keywords': {
        const keywords = (doc.parts.keywords ?? []).map(clean).filter(Boolean);
        if (keywords.length) blocks.push({ kind: 'paragraph', runs: [{ text: keywords.join(', ') }] });
        break;
      }
      case 'show_notes':
        lists = showNotes(parseMarkdownBlocks(cleanKeepingLines(doc.parts.show_notes ?? '')), blocks, lists);
        break;
    }
    // The heading goes in only when the part had something to show.
    if (blocks.length > before) blocks.splice(before, 0, { kind: 'heading', level: 2, text: PART_LABELS[part] });
  }
  if (doc.missingParts.length) blocks.push({ kind: 'note', text: DOCUMENT_TEXT.missing(doc.missingParts) });

  blocks.push({ kind: 'heading', level: 2, text: DOCUMENT_TEXT.transcript });
  if (doc.paragraphs.length === 0) blocks.push({ kind: 'note', text: DOCUMENT_TEXT.noSpeech });
  const { speakers, timestamps } = doc.options;
  for (const p of doc.paragraphs) {
    blocks.push({
      kind: 'utterance',
      speaker: speakers ? clean(p.speaker) || null : null,
      timestamp: timestamps ? p.timestamp : null,
      text: clean(p.text),
    });
  }
  return blocks;
}

/**
 * Show notes blocks added to the outline; returns the count of lists so far. A block quote has no
 * look of its own in the documents: its blocks are shown like the others.
 */
function showNotes(markdown: readonly MarkdownBlock[], blocks: OutlineBlock[], lists: number): number {
  for (const block of markdown) {
    if (block.type === 'heading') {
      const text = clean(runsText(plainRuns(block.runs)));
      if (text) blocks.push({ kind: 'heading', level: Math.min(5, block.level + 2) as 3 | 4 | 5, text });
    } else if (block.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', runs: documentRuns(block.runs) });
    } else if (block.type === 'quote') {
      lists = showNotes(block.blocks, blocks, lists);
    } else {
      const previous = blocks[blocks.length - 1];
      const continues = previous?.kind === 'list-item' && (block.number > 1 || block.depth > 0 || !block.ordered);
      if (!continues) lists++;
      blocks.push({
        kind: 'list-item',
        ordered: block.ordered,
        number: block.number,
        depth: block.depth,
        list: lists,
        runs: documentRuns(block.runs),
      });
    }
  }
  return lists;
}

/**
 * Markdown runs as document runs: links as "text (address)", code as plain text, and the line
 * breaks of a paragraph as spaces (a document paragraph flows; its lines are the page's to choose).
 */
export function documentRuns(runs: readonly InlineRun[]): DocumentRun[] {
  return plainRuns(runs).map((run) => ({ ...run, text: run.text.replace(/\n/g, ' ') }));
}

/** Blank lines separate paragraphs; single line breaks inside one are spaces. */
function paragraphsOf(text: string): string[] {
  return cleanKeepingLines(text)
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean);
}

// Characters neither XML 1.0 (docx) nor a PDF text string can hold, and lone surrogate halves.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of text safe for both formats: composed (NFC) so "e" + accent is one character. */
export function clean(text: string): string {
  return cleanKeepingLines(text).replace(/\s+/g, ' ').trim();
}

function cleanKeepingLines(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(LONE_SURROGATE, '\uFFFD');
}
