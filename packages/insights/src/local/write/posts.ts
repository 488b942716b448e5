import { countChars, truncate } from './text.js';

/** Adds hashtags to a post, shortening the body (never the tags) so the whole stays within `max`. */
export function withHashtags(body: string, tags: readonly string[], max: number, separator = ' '): string {
  let useTags = [...tags];
  // Drop tags until the body keeps a useful share of the room.
  while (useTags.length > 0 && max - countChars(separator + useTags.join(' ')) < max / 2)
    useTags = useTags.slice(0, -1);
  if (useTags.length === 0) return truncate(body, max);
  const suffix = separator + useTags.join(' ');
  return truncate(body, max - countChars(suffix)) + suffix;
}

/** `“quote” — Speaker`, the quote shortened (inside its marks) so the whole fits in `max`. */
export function quoteLine(text: string, speaker: string, max: number): string {
  const attribution = speaker ? ` — ${speaker}` : '';
  const room = max - countChars(attribution) - 2;
  return `“${truncate(text, Math.max(room, 1))}”${attribution}`;
}

/** Up to `count` tags starting at `offset` (wrapping), so consecutive posts do not all carry the same ones. */
export function rotatingTags(tags: readonly string[], offset: number, count: number): string[] {
  const n = Math.min(count, tags.length);
  return Array.from({ length: n }, (_, i) => tags[(offset + i) % tags.length]!);
}

/** Adds `post` unless an equal one (ignoring case, spaces and punctuation) is already there. */
export function pushDistinct(posts: string[], seen: Set<string>, post: string): void {
  const key = post
    .toLowerCase()
    .replace(/#[\p{L}\p{N}]+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!key || seen.has(key)) return;
  seen.add(key);
  posts.push(post);
}
