import type { ExportDocument } from '../model.js';
import { timedChapters } from './chapter-times.js';

/** YouTube ignores a description's chapters when one is shorter than this. */
export const YOUTUBE_MIN_CHAPTER_S = 10;

/**
 * YouTube description chapter lines, `0:00 Title`: m:ss when the episode is shorter than an hour,
 * h:mm:ss otherwise. YouTube wants the first chapter at zero, so the first line says 0:00 whatever
 * its saved time, and every chapter at least YOUTUBE_MIN_CHAPTER_S long (or it shows none of
 * them): a chapter that starts sooner than that after the one before is left out (the earlier one
 * runs on), and so is a last one that starts sooner than that before the end. (YouTube also wants
 * three chapters; fewer are written as they are.)
 */
export function renderYoutubeChapters(doc: ExportDocument): string {
  const chapters = timedChapters(doc.parts.chapters);
  if (chapters.length === 0) return '';
  const length = Math.max(doc.durationSec ?? 0, doc.paragraphs.at(-1)?.end ?? 0, chapters[chapters.length - 1]!.start);
  const hours = length >= 3600;
  const kept: { start: number; title: string }[] = [];
  for (const [i, c] of chapters.entries()) {
    const start = i === 0 ? 0 : c.start;
    const previous = kept.at(-1);
    if (previous && start - previous.start < YOUTUBE_MIN_CHAPTER_S) continue;
    kept.push({ start, title: c.title });
  }
  while (kept.length > 1 && length - kept.at(-1)!.start < YOUTUBE_MIN_CHAPTER_S) kept.pop();
  return kept.map((c) => `${youtubeTime(c.start, hours)} ${c.title}\n`).join('');
}

export function youtubeTime(seconds: number, hours: boolean): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return hours ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${Math.floor(total / 60)}:${s}`;
}
