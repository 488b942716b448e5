/** h:mm:ss for a time in seconds (snippet timestamps, docs/product.md#time-formats). Negative or NaN times count as 0. */
export function formatTimestamp(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** hh:mm:ss, the file time format of durations and exports (docs/product.md#time-formats). */
export function formatClock(seconds: number): string {
  const [h, m, s] = formatTimestamp(seconds).split(':');
  return `${h!.padStart(2, '0')}:${m}:${s}`;
}

/** Seconds of an h:mm:ss, hh:mm:ss or m:ss time; null when it is not one. */
export function parseTimestamp(text: string): number | null {
  const m = /^\s*(?:(\d+):)?([0-5]?\d):([0-5]\d)(?:\.\d+)?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}
