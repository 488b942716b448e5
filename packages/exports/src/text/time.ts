import { formatClock, parseTimestamp } from '@scriptloom/transcript';

/** A saved chapter or quote time (h:mm:ss) as hh:mm:ss; kept as written when it is not a time. */
export function clockOf(timestamp: string): string {
  const seconds = parseTimestamp(timestamp);
  return seconds === null ? timestamp.trim() : formatClock(seconds);
}

/** Seconds with at most 3 decimals, as a number (JSON) — never negative. */
export function seconds3(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : 0;
}

/** Seconds with exactly 3 decimals, as text (csv). */
export function secondsText(seconds: number): string {
  return seconds3(seconds).toFixed(3);
}

/** Collapses line breaks and runs of white space, so one value never spans lines it should not. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
