import { TIMELINE_FORMATS, type ExportOptions, type ExportPart, type Snippet, type Word } from '@scriptloom/contracts';
import {
  editTimeMap,
  editedSnippets,
  formatClock,
  formatTimestamp,
  parseTimestamp,
  planEdit,
  withCurrentSpeakers,
  type EditPlan,
} from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph, ExportParts, ExportSource } from './model.js';
import { legacyShowNotes } from './show-notes-legacy.js';

/** How a missing part is named to the person (missingParts, README of a bulk download). */
export const PART_LABELS: Record<ExportPart, string> = {
  summary: 'Summary',
  chapters: 'Chapters',
  quotes: 'Quotes',
  keywords: 'Keywords',
  show_notes: 'Show notes',
};

/**
 * What every renderer works from: struck words kept or dropped as the options say, empty paragraphs
 * gone, the speakers in order of appearance, and the insight parts that were asked for and exist.
 */
export function prepareExport(source: ExportSource, options: ExportOptions): ExportDocument {
  // On the edited timeline the document is made from the transcript as the edited media says it
  // (struck words gone, times through the cuts), so every renderer below works unchanged.
  const edit =
    options.timeline === 'edited' || TIMELINE_FORMATS.includes(options.format) ? planOf(source, options) : undefined;
  const snippets = edit ? editedSnippets(source.snippets, edit) : source.snippets;
  const paragraphs: ExportParagraph[] = [];
  const speakers: string[] = [];
  const seen = new Set<string>();
  for (const snippet of snippets) {
    const paragraph = exportParagraph(snippet, options.struck && !edit);
    if (!paragraph) continue;
    paragraphs.push(paragraph);
    if (!seen.has(paragraph.speaker)) {
      seen.add(paragraph.speaker);
      speakers.push(paragraph.speaker);
    }
  }

  const available = availableParts(source);
  if (edit) onEditedTimeline(available, edit);
  const parts: ExportParts = {};
  const missingParts: string[] = [];
  for (const part of options.parts) {
    const value = available[part];
    if (value === undefined) missingParts.push(PART_LABELS[part]);
    else Object.assign(parts, { [part]: value });
  }

  return {
    id: source.id,
    title: source.title,
    durationSec: source.durationSec,
    options,
    paragraphs,
    speakers,
    parts,
    missingParts,
    media: source.media ?? { fileName: source.title, kind: 'audio' },
    language: languageTag(source.language),
    ...(edit ? { edit } : {}),
  };
}

/** A language subtag and optional region, script or variant subtags; anything else is not a tag. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The file's language as an HTML `lang` can hold it; the offline default engine's English otherwise. */
function languageTag(language: string | null | undefined): string {
  const tag = language?.trim();
  return tag && LANGUAGE_TAG.test(tag) ? tag : 'en';
}

/**
 * The edit of the source as a render with the same `max_pause_ms` makes it. The media's length is
 * the file's; a source without one (older imports) is taken to end with its last word.
 */
function planOf(source: ExportSource, options: ExportOptions): EditPlan {
  let duration = source.durationSec ?? 0;
  if (!(duration > 0)) {
    for (const snippet of source.snippets)
      for (const word of snippet.words) if (Number.isFinite(word.end)) duration = Math.max(duration, word.end);
  }
  // A transcript without a timed word: one kept second, so the exports stay well-formed (and empty).
  if (!(duration > 0)) duration = 1;
  return planEdit(source.snippets, {
    duration,
    ...(options.max_pause_ms !== undefined ? { maxPauseMs: options.max_pause_ms } : {}),
    ...(source.gapEnergy ? { gapEnergy: source.gapEnergy } : {}),
  });
}

/** The chapters' and quotes' times moved onto the edited timeline (a time inside a cut goes to the cut). */
function onEditedTimeline(parts: ExportParts, plan: EditPlan): void {
  const map = editTimeMap(plan);
  const moved = (timestamp: string) => {
    const seconds = parseTimestamp(timestamp);
    return seconds === null ? timestamp : formatTimestamp(map.toEdited(seconds));
  };
  if (parts.chapters) parts.chapters = parts.chapters.map((c) => ({ ...c, timestamp: moved(c.timestamp) }));
  if (parts.quotes) parts.quotes = parts.quotes.map((q) => ({ ...q, timestamp: moved(q.timestamp) }));
}

function exportParagraph(snippet: Snippet, keepStruck: boolean): ExportParagraph | null {
  // Struck words stay marked (is_removed) when kept, so the json export can tell them apart. A word
  // with no text (edits never make one, imports might) has nothing to show and would leave an empty
  // caption or a double space, so it is left out.
  const words: Word[] = snippet.words.filter((w) => (keepStruck || !w.is_removed) && w.text.trim() !== '');
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return null;
  return {
    id: snippet.id,
    speaker: snippet.speaker,
    // Times follow the words left, so a paragraph whose first words were struck starts later.
    start: first.start,
    end: last.end,
    timestamp: formatClock(first.start),
    words,
    text: words.map((w) => w.text).join(' '),
  };
}

/** Every part this file has, whether asked for or not. */
function availableParts(source: ExportSource): ExportParts {
  const parts: ExportParts = {};
  const abstract = source.processed.abstract?.trim();
  if (abstract) parts.summary = { headline: source.processed.headline?.trim() || null, abstract };
  const chapters = source.processed.insights.filter((c) => c.summary.trim() !== '');
  if (chapters.length > 0) parts.chapters = chapters;
  // With the names their speakers have now (docs/product.md#out-of-date-content).
  const quotes = withCurrentSpeakers(source.contents.quotes, source.snippets).filter((q) => q.text.trim() !== '');
  if (quotes.length > 0) parts.quotes = quotes;
  const keywords = source.processed.keywords.map((k) => k.trim()).filter(Boolean);
  if (keywords.length > 0) parts.keywords = keywords;

  // docs/product.md#the-version-rule: null is the older export format, whose show notes are assembled at
  // export time; otherwise the show notes are the saved ones, exactly as the person left them.
  if (source.version === null) {
    const assembled = legacyShowNotes(parts);
    if (assembled) parts.show_notes = assembled;
  } else {
    const saved = source.contents.show_notes;
    if (saved && saved.trim() !== '') parts.show_notes = saved;
  }
  return parts;
}
