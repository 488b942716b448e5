import { POST_SEPARATOR, TWEET_MAX_CHARS } from '@scriptloom/contracts';

/**
 * The posts inside a tweet or caption content: separated by a blank line (POST_SEPARATOR). Lines
 * holding only spaces count as blank too, and Windows line ends are read as plain ones, because the
 * text may have been edited by hand.
 */
export function splitPosts(text: string | null | undefined): string[] {
  if (!text) return [];
  const normalised = text.replace(/\r\n?/g, '\n');
  const blank = POST_SEPARATOR === '\n\n' ? /\n[ \t]*\n/ : POST_SEPARATOR;
  return normalised
    .split(blank)
    .map((post) => post.trim())
    .filter((post) => post.length > 0);
}

/**
 * Characters as a person counts them: one per user-perceived character (an emoji with modifiers or a
 * flag is one), not UTF-16 code units.
 */
export function countChars(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    let count = 0;
    for (const _segment of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count += 1;
    return count;
  }
  return [...text].length;
}

export interface PostInfo {
  text: string;
  chars: number;
  /** Only tweets have a limit. */
  overLimit: boolean;
}

export function describePosts(text: string | null | undefined, kind: 'tweet' | 'caption'): PostInfo[] {
  return splitPosts(text).map((post) => {
    const chars = countChars(post);
    return { text: post, chars, overLimit: kind === 'tweet' && chars > TWEET_MAX_CHARS };
  });
}
