import type { ExportDocument } from '../model.js';
import { timedChapters } from './chapter-times.js';

/**
 * Podcasting 2.0 chapters (version 1.2.0): `{version, chapters: [{startTime, title}]}`. A file
 * without chapters gives an empty list, still valid; whether to refuse it is the caller's choice.
 */
export function renderPodcastChapters(doc: ExportDocument): string {
  const chapters = timedChapters(doc.parts.chapters).map((c) => ({ startTime: c.start, title: c.title }));
  return `${JSON.stringify({ version: '1.2.0', chapters }, null, 2)}\n`;
}
