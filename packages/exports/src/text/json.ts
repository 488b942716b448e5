import type { TranscriptExport } from '@scriptloom/contracts';
import type { ExportDocument } from '../model.js';

/**
 * The transcript with word timings, as the editor holds it (`TranscriptExport`). Kept struck words
 * stay marked `is_removed: true`, so a tool can tell them apart. Parts asked for are included.
 */
export function transcriptExport(doc: ExportDocument): TranscriptExport {
  const out: TranscriptExport = {
    id: doc.id,
    title: doc.title,
    duration: doc.durationSec,
    speakers: doc.speakers,
    paragraphs: doc.paragraphs.map((p) => ({
      id: p.id,
      speaker: p.speaker,
      start: p.start,
      end: p.end,
      start_timestamp: p.timestamp,
      text: p.text,
      words: p.words.map((w) => ({
        text: w.text,
        start: w.start,
        end: w.end,
        confidence: w.confidence,
        is_removed: w.is_removed ?? false,
      })),
    })),
  };
  const { summary, chapters, quotes, keywords, show_notes } = doc.parts;
  if (summary) out.summary = summary.headline ? `${summary.headline}\n\n${summary.abstract}` : summary.abstract;
  if (chapters) out.chapters = chapters.map((c) => ({ summary: c.summary, timestamp: c.timestamp }));
  if (keywords) out.keywords = keywords;
  if (quotes) out.quotes = quotes.map((q) => ({ text: q.text, speaker: q.speaker, timestamp: q.timestamp }));
  if (show_notes) out.show_notes = show_notes;
  return out;
}

export function renderJson(doc: ExportDocument): string {
  return `${JSON.stringify(transcriptExport(doc), null, 2)}\n`;
}
