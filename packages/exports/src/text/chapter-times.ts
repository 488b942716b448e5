import type { Chapter } from '@scriptloom/contracts';
import { parseTimestamp } from '@scriptloom/transcript';
import { oneLine } from './time.js';

/** Chapters with their start in seconds, in time order; one whose time cannot be read is left out. */
export function timedChapters(chapters: readonly Chapter[] | undefined): { start: number; title: string }[] {
  const out: { start: number; title: string }[] = [];
  for (const c of chapters ?? []) {
    const start = parseTimestamp(c.timestamp);
    const title = oneLine(c.summary);
    if (start !== null && title) out.push({ start, title });
  }
  return out.sort((a, b) => a.start - b.start);
}
