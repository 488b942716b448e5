/** Seconds from `h:mm:ss`, `mm:ss` or a plain number of seconds; NaN when it is none of those. */
export function parseTimestamp(value: string): number {
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return Number.NaN;
  return parts.reduce((total, p) => total * 60 + Number(p), 0);
}

/** `h:mm:ss`, the way quotes and chapters write times. */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
