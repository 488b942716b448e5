import { isStopword } from './words.js';

/** Longer tags are hard to read and eat the post's room. */
const MAX_TAG_LETTERS = 24;

/**
 * A hashtag for a keyword, or null when it would be an ugly one: more than three words, mostly
 * digits, a lone common word, shorter than two letters or too long, or with symbols that cannot be part of a tag.
 * Lower-case keywords become one lower-case word (`solar power` -> `#solarpower`); keywords with
 * capitals (names) keep them so the words stay readable (`North Wind` -> `#NorthWind`).
 */
export function hashtagFor(keyword: string): string | null {
  const words = keyword
    .trim()
    .replace(/['’]/g, '')
    .split(/[\s\-–—/]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  if (words.some((w) => !/^[\p{L}\p{N}]+$/u.test(w))) return null;
  if (words.length === 1 && isStopword(words[0]!.toLowerCase())) return null;
  const named = words.some((w) => /\p{Lu}/u.test(w));
  const tag = named ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') : words.join('').toLowerCase();
  const letters = tag.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || letters < tag.length / 2 || tag.length > MAX_TAG_LETTERS) return null;
  if (/^\p{N}/u.test(tag)) return null;
  return `#${tag}`;
}

/** Distinct hashtags for the keywords, in keyword order (case-insensitively distinct). */
export function hashtagsFor(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const keyword of keywords) {
    const tag = hashtagFor(keyword);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
