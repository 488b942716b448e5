import { parseTimestamp } from '@scriptloom/transcript';

/**
 * Seconds to seek to for a chapter or quote timestamp (h:mm:ss, m:ss), or null when the text is not
 * a time: a malformed timestamp must not send the player to 0.
 */
export function seekSecondsOf(timestamp: string): number | null {
  const seconds = parseTimestamp(timestamp);
  return seconds === null || !Number.isFinite(seconds) ? null : seconds;
}

/** Seeks with `seek` when the timestamp is a time; true when it did. */
export function seekToTimestamp(timestamp: string, seek: (seconds: number) => void): boolean {
  const seconds = seekSecondsOf(timestamp);
  if (seconds === null) return false;
  seek(seconds);
  return true;
}
