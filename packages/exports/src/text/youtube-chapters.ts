import type { ExportDocument } from '../model.js';
import { timedChapters } from './chapter-times.js';

/**
 * YouTube description chapter lines, `0:00 Title`: m:ss when the episode is shorter than an hour,
 * h:mm:ss otherwise. YouTube wants the first chapter at zero, so the first line says 0:00 whatever
 * its saved time. (YouTube also wants 3 chapters of 10 s or more; the lines are written regardless.)
 */
export function renderYoutubeChapters(doc: ExportDocument): string {
  const chapters = timedChapters(doc.parts.chapters);
  if (chapters.length === 0) return '';
  const length = Math.max(doc.durationSec ?? 0, doc.paragraphs.at(-1)?.end ?? 0, chapters[chapters.length - 1]!.start);
  const hours = length >= 3600;
  return chapters.map((c, i) => `${youtubeTime(i === 0 ? 0 : c.start, hours)} ${c.title}\n`).join('');
}

export function youtubeTime(seconds: number, hours: boolean): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return hours ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${Math.floor(total / 60)}:${s}`;
}
